/**
 * The top-level help (`cardref --help`, `-h`, or `cardref` alone), kept as rendered in the cache folder: loading
 * commander, building every command and formatting the help is most of that command's start-up (`npm run bench`,
 * goal: within 1.5× `node -e 0`). A kept text is served only when everything it was rendered from is the same:
 * cardref's version, the built files that make the help (a rebuild or an upgrade changes their times and sizes), the
 * language, and the width and colour commander would use for stdout. Failing to read or write the cache is silent:
 * the help is then rendered as without it.
 */
import { mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from './i18n/lang.js';
import { VERSION } from './version.js';
import { cacheDir } from './xdg.js';

/** The files whose text or code shapes the help, relative to this one (a rebuilt or upgraded file changes the key). */
const SOURCES = ['program', 'main', 'help-cache', 'version', 'i18n/messages-en', 'i18n/messages-zh', 'i18n/examples', 'ui/wrap', 'ui/width'];
// package.json pins commander, which lays the help out: a changed dependency changes it.
const PACKAGE_JSON = '../../package.json';

interface HelpStream {
  isTTY?: boolean;
  columns?: number;
  hasColors?: () => boolean;
}

/** The file's time and size, or `-` if it cannot be read. */
function stamp(path: string): string {
  try {
    const stat = statSync(path);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return '-';
  }
}

/** Everything the top-level help's bytes depend on, as one line (JSON: an environment value cannot break it). */
export function helpKey(lang: Lang, stdout: HelpStream = process.stdout, env: NodeJS.ProcessEnv = process.env): string {
  const here = fileURLToPath(import.meta.url);
  const extension = here.slice(here.lastIndexOf('.'));
  const build = SOURCES.map((name) => stamp(fileURLToPath(new URL(`./${name}${extension}`, import.meta.url))));
  build.push(stamp(fileURLToPath(new URL(PACKAGE_JSON, import.meta.url))));
  const tty = Boolean(stdout.isTTY);
  return JSON.stringify({
    version: VERSION,
    build,
    lang,
    // What commander reads for stdout: its width (80 unless a terminal says) and whether to keep colour codes.
    width: tty ? stdout.columns ?? null : null,
    colors: [env.NO_COLOR ?? null, env.FORCE_COLOR ?? null, env.CLICOLOR_FORCE ?? null, tty && Boolean(stdout.hasColors?.())],
  });
}

const helpFile = (dir: string, lang: Lang) => join(dir, `help-${lang}.txt`);

/** The kept help when it was rendered under this key: the file's first line is the key, the rest the help. */
export function readHelp(lang: Lang, key: string, dir: string = cacheDir()): string | undefined {
  let text: string;
  try {
    text = readFileSync(helpFile(dir, lang), 'utf8');
  } catch {
    return undefined;
  }
  const end = text.indexOf('\n');
  return end > 0 && text.slice(0, end) === key ? text.slice(end + 1) : undefined;
}

/**
 * Keep the help under this key: written to a new file of our own, then renamed over the old one, so a reader sees
 * the old text or the new, never half of one. Any failure (a read-only home, a full disk) leaves things as they were.
 */
export function writeHelp(lang: Lang, key: string, help: string, dir: string = cacheDir()): void {
  const target = helpFile(dir, lang);
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(temporary, `${key}\n${help}`, { flag: 'wx', mode: 0o600 });
  } catch {
    return;
  }
  try {
    renameSync(temporary, target);
  } catch {
    try {
      unlinkSync(temporary);
    } catch {
      // Nothing more to do: the cache is only an aid.
    }
  }
}
