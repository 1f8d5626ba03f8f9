/**
 * The full command line: commander wiring only. Each command's work lives in commands/<name>.ts and is loaded when
 * that command runs, so quick commands start fast.
 */
import { createRequire } from 'node:module';
import type * as Commander from 'commander';
import { GAMES } from '../games/index.js';
import { displayWidth } from './ui/width.js';
import { UserError } from '../engine/errors.js';
import { t } from './i18n/index.js';
import { LANGS } from './i18n/lang.js';
import { EXIT, makeContext, type CliContext } from './main.js';
import { VERSION } from './version.js';

// Commander is CommonJS: requiring it directly skips its ESM wrapper and the loader's CommonJS translation, which
// is a noticeable share of a quick command's start-up.
const { Argument, Command, CommanderError, Help, Option } = createRequire(import.meta.url)('commander') as typeof Commander;
type Command = Commander.Command;

// `options: any`: each command declares its own option shape.
type Action = (ctx: CliContext, args: string[], options: any) => Promise<number | void>;

/** Runs an action with its module loaded lazily; the exit code comes back as the process's. */
function run(load: () => Promise<{ default: Action }>) {
  return async (...params: unknown[]) => {
    const command = params[params.length - 1] as Command;
    const options = params[params.length - 2] as Record<string, unknown>;
    const args = params.slice(0, -2) as string[];
    const action = (await load()).default;
    const opts = command.optsWithGlobals() as { color?: boolean; json?: boolean };
    const code = await action(await makeContext(Boolean(opts.json), opts.color), args, { ...opts, ...options });
    process.exitCode = code ?? EXIT.ok;
  };
}

/**
 * Help text wraps by words with wrapText, but wrap.ts loads string-width, whose start-up is a noticeable share of a
 * quick command's: runProgram loads it only when help may be printed (see mayPrintHelp).
 */
let wrapText: ((text: string, width: number) => string) | undefined;

/**
 * Commander prints help for -h/--help, the `help` command, or no command at all (unless it prints the version);
 * every other run goes to a command (or a parse error) and never wraps help text.
 */
function mayPrintHelp(args: string[], commands: readonly string[]): boolean {
  const end = args.indexOf('--');
  const before = end < 0 ? args : args.slice(0, end);
  if (before.some((arg) => arg === '-h' || arg === '--help' || arg === 'help')) return true;
  if (before.some((arg) => arg === '-V' || arg === '--version')) return false;
  return !before.some((arg) => commands.includes(arg));
}

const gameIds = GAMES.map((g) => g.id).join(', ');

/** The shells `cardref completion` writes a script for. */
export const COMPLETION_SHELLS = ['bash', 'zsh', 'fish'] as const;

/** `--deck 1=white-hope` style options collect into a list. */
const collect = (value: string, previous: string[] = []) => [...previous, value];

/**
 * The options of the game `play` and `host` start: decks and bots, bot budgets, names, seed, rules, log. `hosted`:
 * the options of the play screen at one terminal (open hands, hand-off, a table of real cards) are still read, so
 * that `host` can say in one line why it refuses them, but its help does not list them.
 */
function gameOptions(command: Commander.Command, resumeOption: string, hosted = false): Commander.Command {
  const m = t();
  const oneTerminal = (flags: string, description: string) => (hosted ? new Option(flags, description).hideHelp() : new Option(flags, description));
  return command
    .option('-d, --deck <seat=deck>', m.play.deckOption, collect)
    .option('-b, --bot <seat=kind>', m.play.botOption, collect)
    .option('--vs <level>', hosted ? m.host.vsOption : m.play.vsOption)
    .option('--iterations <n>', m.sim.iterationsOption)
    .option('--think-ms <ms>', m.sim.thinkOption)
    .option('-n, --name <seat=name>', m.play.nameOption, collect)
    .option('-p, --players <n>', m.play.playersOption)
    .option('--seed <seed>', m.play.seedOption)
    .option('--first <seat>', m.play.firstOption)
    .option('--rules <variant>', m.play.rulesOption)
    .option('-o, --option <name=value>', m.play.optionOption, collect)
    .option('--log <file>', m.play.logOption)
    .option('--force', m.play.forceOption)
    .option('--resume <file>', resumeOption)
    .addOption(oneTerminal('--open', m.play.openOption))
    .addOption(oneTerminal('--handoff', m.play.handoffOption))
    .option('--table', hosted ? m.host.tableOption : m.play.tableOption)
    .option('--bot-timeout <ms>', m.play.botTimeoutOption, '10000');
}

export function buildProgram(): Command {
  const m = t();
  const program = new Command('cardref');
  // Settings that subcommands inherit must come before the first `.command()`.
  program
    .configureHelp({
      displayWidth: (text: string) => displayWidth(text),
      // Without wrapText (a path mayPrintHelp did not foresee), commander's own wrapping at spaces.
      boxWrap(text: string, width: number) {
        if (width < 40) return text;
        return wrapText ? wrapText(text, width) : Help.prototype.boxWrap.call(this, text, width);
      },
      styleTitle: (title: string) => m.titles[title] ?? title,
      optionDescription(option) {
        return m.optionExtras(Help.prototype.optionDescription.call(this, option));
      },
    })
    .configureOutput({
      writeErr: (text) => process.stderr.write(text),
      // Parse errors are printed by main like every other user error (one `cardref:` line, JSON under --json).
      outputError: () => {},
    })
    .helpOption('-h, --help', m.helpOption)
    .helpCommand('help [command]', m.helpCommand)
    // Inherited by every subcommand made below: their parse errors come back to runProgram instead of exiting.
    .exitOverride();
  program
    .description(m.programDescription)
    .version(VERSION, '-V, --version', m.versionOption)
    .option('--no-color', m.noColorOption)
    .addOption(new Option('--lang <lang>', m.langOption).choices(LANGS))
    .addHelpText('after', m.programHelpAfter);

  const gameArgument = m.gameArgument(gameIds);

  program
    .command('games')
    .description(m.games.description)
    .option('--json', m.jsonOption)
    .action(run(() => import('./commands/games.js')));

  program
    .command('rules')
    .description(m.rules.description)
    .argument('<game>', gameArgument)
    .argument('[topic]', m.rules.topicArgument)
    .option('--json', m.jsonOption)
    .addHelpText('after', m.rules.helpAfter)
    .action(run(() => import('./commands/rules.js')));

  program
    .command('cards')
    .description(m.cards.description)
    .argument('<game>', gameArgument)
    .option('-s, --search <text>', m.cards.searchOption)
    .option('-w, --where <column=value>', m.cards.whereOption, collect)
    .option('--json', m.jsonOption)
    .addHelpText('after', m.cards.helpAfter)
    .action(run(() => import('./commands/cards.js')));

  program
    .command('check')
    .description(m.check.description)
    .argument('<game>', gameArgument)
    .argument('<deck>', m.check.deckArgument)
    .addOption(new Option('--rules <variant>', m.check.rulesOption))
    .option('-o, --option <name=value>', m.check.optionOption, collect)
    .option('--json', m.jsonOption)
    .addHelpText('after', m.check.helpAfter)
    .action(run(() => import('./commands/check.js')));

  const play = program
    .command('play')
    .description(m.play.description)
    .argument('<game>', gameArgument);
  gameOptions(play, m.play.resumeOption)
    .addHelpText('after', m.play.helpAfter)
    .action(run(() => import('./commands/play.js')));

  program
    .command('replay')
    .description(m.replay.description)
    .argument('<log>', m.replay.logArgument)
    .option('--at <n>', m.replay.atOption)
    .option('--step', m.replay.stepOption)
    .option('--seat <n>', m.replay.seatOption)
    .option('--explain', m.replay.explainOption)
    .option('--iterations <n>', m.sim.iterationsOption)
    .option('--think-ms <ms>', m.sim.thinkOption)
    .option('--json', m.jsonOption)
    .addHelpText('after', m.replay.helpAfter)
    .action(run(() => import('./commands/replay.js')));

  program
    .command('sim')
    .description(m.sim.description)
    .argument('<game>', gameArgument)
    .option('-g, --games <n>', m.sim.gamesOption, '100')
    .option('--seed <seed>', m.sim.seedOption, '1')
    .option('--bots <kinds>', m.sim.botsOption, 'random')
    .option('--iterations <n>', m.sim.iterationsOption)
    .option('--think-ms <ms>', m.sim.thinkOption)
    .option('--workers <n>', m.sim.workersOption)
    .option('-d, --deck <seat=deck>', m.sim.deckOption, collect)
    .option('-p, --players <n>', m.sim.playersOption)
    .option('--rules <variant>', m.sim.rulesOption)
    .option('-o, --option <name=value>', m.sim.optionOption, collect)
    .option('--log-dir <dir>', m.sim.logDirOption)
    .option('--bot-timeout <ms>', m.play.botTimeoutOption, '10000')
    .option('--json', m.jsonOption)
    .addHelpText('after', m.sim.helpAfter)
    .action(run(() => import('./commands/sim.js')));

  const host = program
    .command('host')
    .description(m.host.description)
    .argument('<game>', gameArgument);
  gameOptions(host, m.host.resumeOption, true)
    .option('--seat <n|none>', m.host.seatOption)
    .option('--listen <address>', m.host.listenOption)
    .option('--port <n>', m.host.portOption)
    .addHelpText('after', m.host.helpAfter)
    .action(run(() => import('./commands/host.js')));

  program
    .command('serve')
    .description(m.serve.description)
    .addHelpText('after', m.serve.helpAfter)
    .action(run(() => import('./commands/serve.js')));

  program
    .command('join')
    .description(m.join.description)
    .argument('<url>', m.join.urlArgument)
    .option('-b, --bot <kind>', m.join.botOption)
    .option('--reconnect <seconds>', m.join.reconnectOption, '120')
    .addHelpText('after', m.join.helpAfter)
    .action(run(() => import('./commands/join.js')));

  program
    .command('watch')
    .description(m.watch.description)
    .argument('<url>', m.watch.urlArgument)
    .option('--reconnect <seconds>', m.join.reconnectOption, '120')
    .addHelpText('after', m.watch.helpAfter)
    .action(run(() => import('./commands/watch.js')));

  program
    .command('completion')
    .description(m.completion.description)
    .addArgument(new Argument('<shell>', m.completion.shellArgument).choices(COMPLETION_SHELLS))
    .addHelpText('after', m.completion.helpAfter)
    .action(run(() => import('./commands/completion.js')));

  return program;
}


/** Commander's "error: unknown option '--x'\n(Did you mean --y?)" as one line in the user's language, with the help hint. */
function usageMessage(text: string): string {
  const m = t();
  const lines = m.commanderError(text.trim()).split('\n').map((line) => line.replace(/^(error: |错误：)/, '').trim()).filter(Boolean);
  return `${lines.join(' ')} ${m.helpAfterError}`;
}

/** The words of a command line that only sets the language or colour: `[]` for `cardref --lang zh`. */
function withoutGlobals(args: string[]): string[] {
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--lang') i++;
    else if (arg !== '--no-color' && !arg.startsWith('--lang=')) words.push(arg);
  }
  return words;
}

/**
 * The top-level help exactly as `cardref --help` prints it (the same program, wrapping and output path), returned
 * rather than printed, for help-cache.ts to keep.
 */
export async function renderHelp(): Promise<string> {
  const program = buildProgram();
  wrapText ??= (await import('./ui/wrap.js')).wrapText;
  let help = '';
  program.configureOutput({ writeOut: (text) => { help += text; } });
  program.outputHelp();
  return help;
}

/** Parses `argv` and runs the command; the exit code is left in `process.exitCode`. */
export async function runProgram(argv: string[]): Promise<void> {
  const program = buildProgram();
  const names = program.commands.map((command) => command.name());
  if (!wrapText && mayPrintHelp(argv.slice(2), names)) {
    wrapText = (await import('./ui/wrap.js')).wrapText;
  }
  const words = withoutGlobals(argv.slice(2));
  // Bare `cardref` asked for nothing wrong: its help goes to stdout, exit 0 (as git and npm do).
  if (words.length === 0) {
    program.outputHelp();
    process.exitCode = EXIT.ok;
    return;
  }
  // `cardref help nosuch` is an unknown command like `cardref nosuch` (one line, with commander's suggestion),
  // not the whole help on stderr.
  const [first, second] = words;
  if (first === 'help' && second !== undefined && !second.startsWith('-') && second !== 'help' && !names.includes(second)) {
    const at = argv.indexOf('help', 2);
    argv = [...argv.slice(0, at), ...argv.slice(at + 1)];
  }
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // --help and --version "fail" with code 0; a help screen asked for by a missing command was printed already.
    if (error.exitCode === 0 || error.code === 'commander.help' || error.code === 'commander.helpDisplayed') {
      process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
      return;
    }
    throw new UserError(usageMessage(error.message));
  }
}
