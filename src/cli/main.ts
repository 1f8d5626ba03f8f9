/**
 * cardref's entry: the language, the quick paths, then the full command line (program.ts), loaded only when needed.
 * Only the quick paths' own small modules are imported up front (the cold start is measured by `npm run bench`):
 * the messages, colours and the rest load when a command needs them.
 */
import type { Colors } from './ui/colors.js';
import type { Lang } from './i18n/index.js';
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
  const [{ makeColors }, { currentLang }, { setContentLang }, { escapeJsonControls }] = await Promise.all([
    import('./ui/colors.js'), import('./i18n/index.js'), import('../engine/i18n.js'), import('../engine/visible.js'),
  ]);
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
  const lang = chooseLang(argv.slice(2));
  try {
    if (await quickHelp(argv.slice(2), lang)) return;
    // The language must be known before the program is built: help texts are set while building it.
    (await import('./i18n/index.js')).setLang(lang);
    if (await quickRules(argv.slice(2))) return;
    await (await import('./program.js')).runProgram(argv);
  } catch (error) {
    process.exitCode = await exitCodeFor(error, wantsJson(argv.slice(2)));
  }
}

/**
 * The top-level help (`cardref --help` or `-h`, or `cardref` alone; `--lang` with a language we have and
 * `--no-color` allowed) is printed from the cache folder when a run with the same version, build, language, width
 * and colours kept it there (help-cache.ts); otherwise rendered by the program as always, and kept.
 */
async function quickHelp(args: string[], lang: Lang): Promise<boolean> {
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--lang') i++;
    else if (arg !== '--no-color' && !arg.startsWith('--lang=')) words.push(arg);
  }
  const flag = langFromArgv(args);
  if (words.length > 1 || (words.length === 1 && words[0] !== '--help' && words[0] !== '-h') || (flag !== undefined && !isLang(flag))) return false;
  const { helpKey, readHelp, writeHelp } = await import('./help-cache.js');
  const key = helpKey(lang);
  let help = readHelp(lang, key);
  if (help === undefined) {
    (await import('./i18n/index.js')).setLang(lang);
    help = await (await import('./program.js')).renderHelp();
    writeHelp(lang, key, help);
  }
  process.stdout.write(help);
  process.exitCode = EXIT.ok;
  return true;
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
  const flag = langFromArgv(args);
  if (words[0] !== 'rules' || words.length < 2 || words.length > 3 || (flag !== undefined && !isLang(flag))) return false;
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
async function exitCodeFor(error: unknown, json: boolean): Promise<number> {
  const [{ UserError }, { showControls }, { t }] = await Promise.all([
    import('../engine/errors.js'), import('../engine/visible.js'), import('./i18n/index.js'),
  ]);
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
