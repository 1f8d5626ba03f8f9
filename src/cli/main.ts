/**
 * cardref's command line: commander wiring only. Each command's work lives in commands/<name>.ts and is loaded
 * when that command runs, so quick commands start fast.
 */
import { Command, CommanderError, Option } from 'commander';
import { UserError } from '../engine/errors.js';
import { GAMES } from '../games/index.js';
import { makeColors, type Colors } from './ui/colors.js';

export interface CliContext {
  colors: Colors;
  json: boolean;
  out(text: string): void;
  err(text: string): void;
}

export const EXIT = { ok: 0, usage: 1, rules: 2, aborted: 130 } as const;

function context(command: Command): CliContext {
  const opts = command.optsWithGlobals() as { color?: boolean; json?: boolean };
  const json = Boolean(opts.json);
  return {
    colors: makeColors({ color: json ? false : opts.color }),
    json,
    out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
    err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command declares its own option shape
type Action = (ctx: CliContext, args: string[], options: any) => Promise<number | void>;

/** Runs an action with its module loaded lazily; the exit code comes back as the process's. */
function run(load: () => Promise<{ default: Action }>) {
  return async (...params: unknown[]) => {
    const command = params[params.length - 1] as Command;
    const options = params[params.length - 2] as Record<string, unknown>;
    const args = params.slice(0, -2) as string[];
    const action = (await load()).default;
    const code = await action(context(command), args, { ...command.optsWithGlobals(), ...options });
    process.exitCode = code ?? EXIT.ok;
  };
}

const gameIds = GAMES.map((g) => g.id).join(', ');

/** `--deck 1=white-hope` style options collect into a list. */
const collect = (value: string, previous: string[] = []) => [...previous, value];

export function buildProgram(): Command {
  const program = new Command('cardref')
    .description('Referee and hotseat player for WIXOSS, Puzzle & Dragons TCG, EAT/PAINT and Midrash.')
    .version('0.1.0', '-V, --version')
    .option('--no-color', 'plain text without colour (NO_COLOR is honoured too)')
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', `
Examples:
  cardref games                          list the games
  cardref rules wixoss attack            the attack rules of WIXOSS
  cardref cards wixoss --search servant  find cards
  cardref check wixoss my-deck.txt       is this deck legal?
  cardref play wixoss                    hotseat game at this terminal
  cardref play wixoss --bot 2=random     play against a bot
  cardref replay game.log --at 12        verify a logged game, show the board after move 12
  cardref sim wixoss --games 100         bots play each other

Exit codes: 0 ok, 1 usage error, 2 rules violation (illegal deck, move or log), 130 aborted.`);

  program
    .command('games')
    .description('list the games cardref referees')
    .option('--json', 'one JSON document on stdout')
    .action(run(() => import('./commands/games.js')));

  program
    .command('rules')
    .description('quick rules reference of a game, by topic')
    .argument('<game>', `one of: ${gameIds}`)
    .argument('[topic]', 'a topic id; without it the topics are listed')
    .option('--json', 'one JSON document on stdout')
    .addHelpText('after', '\nExamples:\n  cardref rules wixoss\n  cardref rules wixoss refresh')
    .action(run(() => import('./commands/rules.js')));

  program
    .command('cards')
    .description('the card list of a game as a table')
    .argument('<game>', `one of: ${gameIds}`)
    .option('-s, --search <text>', 'only cards whose names or text contain this')
    .option('-w, --where <column=value>', 'only cards whose column equals the value (repeatable)', collect)
    .option('--json', 'one JSON document on stdout')
    .addHelpText('after', '\nExamples:\n  cardref cards wixoss --where type=ARTS\n  cardref cards wixoss --search "life burst" --json')
    .action(run(() => import('./commands/cards.js')));

  program
    .command('check')
    .description('check a deck list against the construction rules (every violation is listed)')
    .argument('<game>', `one of: ${gameIds}`)
    .argument('<deck>', 'a deck list file, or a built-in deck id')
    .addOption(new Option('--rules <variant>', 'rules option, e.g. modern'))
    .option('--json', 'one JSON document on stdout')
    .addHelpText('after', '\nDeck list format: one "COUNT NAME-OR-ID" per line, # comments, [section] headers.\n\nExamples:\n  cardref check wixoss my-deck.txt\n  cardref check wixoss white-hope --rules modern')
    .action(run(() => import('./commands/check.js')));

  program
    .command('play')
    .description('play a game at this terminal (hotseat), with the rules enforced')
    .argument('<game>', `one of: ${gameIds}`)
    .option('-d, --deck <seat=deck>', 'deck of a seat: built-in id or file (repeatable), e.g. 1=white-hope', collect)
    .option('-b, --bot <seat=kind>', 'let a bot play a seat: random, greedy or mcts (repeatable), e.g. 2=mcts', collect)
    .option('-n, --name <seat=name>', 'name of a seat (repeatable), e.g. 1=Alice', collect)
    .option('-p, --players <n>', 'number of seats (games that allow several)')
    .option('--seed <seed>', 'seed for shuffles (default: random, written into the log)')
    .option('--first <seat>', 'seat that goes first (default: seeded coin flip)')
    .option('--rules <variant>', 'rules variant, e.g. modern (WIXOSS)')
    .option('-o, --option <name=value>', 'other rules option (repeatable)', collect)
    .option('--log <file>', 'write the game log here after every move (atomic)')
    .option('--resume <file>', 'continue the game saved in this log')
    .option('--open', 'open hands: no hand-off screen between seats')
    .addHelpText('after', `
In the game, type a move (e.g. "summon 3 2", "attack 1", "pass"), a number from the "moves" list, or:
  moves   the legal moves with what each does     help    how to play this step
  pick    choose from a list                      board   show the board again
  undo    take back your last move                resign  concede the game
Without a terminal on stdin, one move per line is read for whichever seat decides.

Examples:
  cardref play wixoss --deck 1=white-hope --deck 2=black-will
  cardref play wixoss --bot 2=greedy --seed 7 --log game.log
  cardref play wixoss --resume game.log
  printf 'keep\\nkeep\\n' | cardref play wixoss --seed 1 --log scripted.log`)
    .action(run(() => import('./commands/play.js')));

  program
    .command('replay')
    .description('verify every move of a game log; show the board at any step')
    .argument('<log>', 'a game log file')
    .option('--at <n>', 'show the board after move n (0 = the start)')
    .option('--step', 'walk through the game move by move (Enter for the next)')
    .option('--seat <n>', 'show the board as seat n sees it (default: what a spectator sees)')
    .option('--json', 'one JSON document on stdout')
    .addHelpText('after', '\nExit code 2 and the line number when a move is illegal.\n\nExamples:\n  cardref replay game.log\n  cardref replay game.log --at 20 --seat 1')
    .action(run(() => import('./commands/replay.js')));

  program
    .command('sim')
    .description('let bots play each other: win rates and game lengths')
    .argument('<game>', `one of: ${gameIds}`)
    .option('-g, --games <n>', 'number of games', '100')
    .option('--seed <seed>', 'seed of the first game (games use seed, seed+1, …)', '1')
    .option('--bots <kinds>', 'bot per seat, comma separated (random, greedy, mcts)', 'random')
    .option('--iterations <n>', 'MCTS iterations per decision (default 300)')
    .option('--workers <n>', 'play the games on this many worker threads (same results as one)')
    .option('-d, --deck <seat=deck>', 'deck of a seat (repeatable)', collect)
    .option('-p, --players <n>', 'number of seats')
    .option('--rules <variant>', 'rules variant')
    .option('-o, --option <name=value>', 'other rules option (repeatable)', collect)
    .option('--log-dir <dir>', 'keep every game log in this folder')
    .option('--json', 'one JSON document on stdout')
    .addHelpText('after', '\nExamples:\n  cardref sim wixoss --games 200 --seed 5\n  cardref sim wixoss --bots mcts,random --workers 2 --json')
    .action(run(() => import('./commands/sim.js')));

  return program;
}

export async function main(argv: string[]): Promise<void> {
  // A reader that stops early (`cardref cards wixoss | head`) is not an error.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  const program = buildProgram();
  program.exitOverride();
  program.configureOutput({ writeErr: (text) => process.stderr.write(text) });
  try {
    await program.parseAsync(argv);
  } catch (error) {
    process.exitCode = exitCodeFor(error);
  }
}

function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) {
    // --help and --version "fail" with code 0; real usage errors were already printed by commander.
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (error instanceof UserError) {
    process.stderr.write(`cardref: ${error.message}\n`);
    return error.exitCode;
  }
  if (error instanceof Error && error.name === 'ExitPromptError') {
    process.stderr.write('cardref: aborted\n');
    return EXIT.aborted;
  }
  process.stderr.write(`cardref: internal error (please report it): ${(error as Error)?.stack ?? String(error)}\n`);
  return 70;
}
