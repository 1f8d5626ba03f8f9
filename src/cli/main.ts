/**
 * cardref's entry: the language, one quick path, then the full command line (program.ts), loaded only when needed.
 */
import { UserError } from '../engine/errors.js';
import { escapeJsonControls, showControls } from '../engine/visible.js';
import { makeColors, type Colors } from './ui/colors.js';
import { currentLang, setLang, t, type Lang } from './i18n/index.js';
import { setContentLang } from '../engine/i18n.js';
import { chooseLang, isLang, langFromArgv } from './i18n/lang.js';
import { VERSION } from './version.js';

export interface CliContext {
  colors: Colors;
  /** The language of messages (`--lang`, else the locale); `--json` output is the same in every language. */
  lang: Lang;
  json: boolean;
  out(text: string): void;
  err(text: string): void;
}

export const EXIT = { ok: 0, usage: 1, rules: 2, aborted: 130 } as const;

/** The context a command runs in. */
export async function makeContext(json: boolean, color: boolean | undefined): Promise<CliContext> {
  // Game content (rules text, boards, events) follows the CLI's language, except in --json, which stays English
  // so scripts read the same texts in every locale.
  setContentLang(json ? 'en' : currentLang());
  return {
    colors: await makeColors({ color: json ? false : color }),
    lang: currentLang(),
    json,
    out: (text) => {
      const line = text.endsWith('\n') ? text : `${text}\n`;
      // Under --json all output is JSON, where C1 controls from a log or a deck list are sent as escapes too.
      process.stdout.write(json ? escapeJsonControls(line) : line);
    },
    err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  };
}

export async function main(argv: string[]): Promise<void> {
  // A reader that stops early (`cardref cards wixoss | head`) is not an error, nor a terminal that was closed (EIO:
  // the game has saved by then, see play/interrupt.ts).
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'EIO') process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  if (quickVersion(argv.slice(2))) return;
  // The language must be known before the program is built: help texts are set while building it.
  setLang(chooseLang(argv.slice(2)));
  try {
    if (await quickRules(argv.slice(2))) return;
    await (await import('./program.js')).runProgram(argv);
  } catch (error) {
    process.exitCode = exitCodeFor(error, wantsJson(argv.slice(2)));
  }
}

/** `--json` anywhere before a `--`: errors are then answered as JSON too, even commander's own parse errors. */
function wantsJson(args: string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).includes('--json');
}

/**
 * `cardref rules <game> [topic]`, the lookup people run most, is answered without commander and the help texts of
 * every command: they are a large share of its start-up. Only the plain form takes this path (`--lang` and
 * `--no-color` allowed); anything else, `--help` and `--json` included, goes through the full program.
 */
async function quickRules(args: string[]): Promise<boolean> {
  let color: boolean | undefined;
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--lang') i++;
    else if (arg.startsWith('--lang=')) continue;
    else if (arg === '--no-color') color = false;
    else if (arg.startsWith('-')) return false;
    else words.push(arg);
  }
  if (words[0] !== 'rules' || words.length < 2 || words.length > 3 || !isLang(langFromArgv(args) ?? currentLang())) return false;
  const rules = (await import('./commands/rules.js')).default;
  process.exitCode = (await rules(await makeContext(false, color), words.slice(1))) ?? EXIT.ok;
  return true;
}

/**
 * `cardref --version` (or `-V`) alone is answered without building the program: commander is most of what that
 * would load (the cold start is measured by `npm run bench`). With other options it goes through commander.
 */
function quickVersion(args: string[]): boolean {
  if (args.length !== 1 || (args[0] !== '--version' && args[0] !== '-V')) return false;
  process.stdout.write(`${VERSION}\n`);
  return true;
}

/**
 * Every error ends here: one `cardref: <message>` line on stderr and its exit code; under `--json` also
 * `{"error": {"code", "message"}}` on stdout (docs/json.md).
 */
function exitCodeFor(error: unknown, json: boolean): number {
  let code: number;
  let message: string;
  if (error instanceof UserError) {
    code = error.exitCode;
    message = error.message;
  } else if (error instanceof Error && error.name === 'ExitPromptError') {
    code = EXIT.aborted;
    message = t().aborted;
  } else {
    code = 70;
    message = `${t().internalError}: ${(error as Error)?.stack ?? String(error)}`;
  }
  // A message may quote a log, a deck list or an argument: their control characters are shown, never obeyed.
  message = showControls(message, true);
  // One `cardref:` line; a message of several lines (each deck problem) keeps the rest indented under it.
  process.stderr.write(`cardref: ${message.replace(/\n/g, '\n  ')}\n`);
  if (json) process.stdout.write(`${JSON.stringify({ error: { code, message } }, null, 2)}\n`);
  return code;
}
