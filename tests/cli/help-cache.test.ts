/**
 * The kept top-level help (src/cli/help-cache.ts): byte for byte what the program renders, served again only under
 * the same version, build, language, width and colours, and never a reason to fail when the cache cannot be written.
 * Every run here is a real `bin/cardref` process with its own cache folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { helpKey, readHelp, writeHelp } from '../../src/cli/help-cache.js';
import { cacheDir } from '../../src/cli/xdg.js';
import { ROOT } from '../support/cli.js';

const BIN = join(ROOT, 'bin', 'cardref');
const ENV = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8' };

function run(args: string[], cache: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...ENV, XDG_CACHE_HOME: cache } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The help as the program itself prints it, with no cache on the way (runProgram, as before the cache existed). */
function uncached(args: string[], lang: string): string {
  const script = `
    const { setLang } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist/cli/i18n/index.js')).href)});
    const { runProgram } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist/cli/program.js')).href)});
    setLang(${JSON.stringify(lang)});
    await runProgram(['node', 'cardref', ...${JSON.stringify(args)}]);`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', env: ENV });
  expect(result.stderr).toBe('');
  return result.stdout;
}

const freshCache = () => mkdtempSync(join(tmpdir(), 'cardref-help-cache-'));

describe('the kept --help', () => {
  it.each([
    [['--help'], 'en'],
    [['-h'], 'en'],
    [[], 'en'],
    [['--no-color', '--help'], 'en'],
    [['--lang', 'zh', '--help'], 'zh'],
    [['--lang=zh'], 'zh'],
  ])('cardref %j prints the program\'s own help, rendered and then kept', (args, lang) => {
    const expected = uncached(args, lang);
    expect(expected).toMatch(/^Usage: cardref |^用法/);
    const cache = freshCache();
    const first = run(args, cache);
    expect(first).toEqual({ code: 0, stdout: expected, stderr: '' });
    const kept = readFileSync(join(cache, 'cardref', `help-${lang}.txt`), 'utf8');
    expect(kept.slice(kept.indexOf('\n') + 1)).toBe(expected);
    expect(run(args, cache)).toEqual({ code: 0, stdout: expected, stderr: '' });
  });

  it('serves the kept text under the same key, and renders anew when any part of the key differs', () => {
    const cache = freshCache();
    const expected = run(['--help'], cache).stdout;
    const file = join(cache, 'cardref', 'help-en.txt');
    const key = readFileSync(file, 'utf8').split('\n', 1)[0]!;
    // The kept text is what is printed: a run with the same key reads it, not the program.
    writeFileSync(file, `${key}\nkept text\n`);
    expect(run(['--help'], cache).stdout).toBe('kept text\n');
    // Another version (an upgrade) or another width: rendered again, and the file now holds the new key.
    for (const change of [{ version: '0.0.0-old' }, { width: 132 }, { lang: 'zh' }]) {
      writeFileSync(file, `${JSON.stringify({ ...JSON.parse(key), ...change })}\nstale text\n`);
      expect(run(['--help'], cache)).toEqual({ code: 0, stdout: expected, stderr: '' });
      expect(readFileSync(file, 'utf8')).toBe(`${key}\n${expected}`);
    }
    // A rebuilt file that shapes the help (its time changes) is a new build: rendered again.
    const messages = join(ROOT, 'dist/cli/i18n/messages-en.js');
    const { atime, mtime } = statSync(messages);
    writeFileSync(file, `${key}\nstale text\n`);
    try {
      utimesSync(messages, atime, new Date(mtime.getTime() + 1000));
      expect(run(['--help'], cache).stdout).toBe(expected);
      expect(readFileSync(file, 'utf8').split('\n', 1)[0]).not.toBe(key);
    } finally {
      utimesSync(messages, atime, mtime);
    }
    // A cut or empty file is no help.
    for (const broken of ['', key, `${key.slice(0, -1)}\nhalf`]) {
      writeFileSync(file, broken);
      expect(run(['--help'], cache).stdout).toBe(expected);
    }
    expect(readdirSync(join(cache, 'cardref'))).toEqual(['help-en.txt']);
  });

  it('an unwritable cache folder changes nothing: the help, exit 0, nothing on stderr', () => {
    const blocker = join(freshCache(), 'a-file');
    writeFileSync(blocker, 'not a folder\n');
    const expected = uncached(['--help'], 'en');
    expect(run(['--help'], blocker)).toEqual({ code: 0, stdout: expected, stderr: '' });
    expect(run(['--help'], join(blocker, 'below'))).toEqual({ code: 0, stdout: expected, stderr: '' });
  });

  it('other command lines are not the top-level help', () => {
    const cache = freshCache();
    expect(run(['--help', '--help'], cache).code).toBe(0);
    expect(run(['--lang', 'xx', '--help'], cache)).toMatchObject({ code: 1, stdout: '' });
    expect(run(['rules', '--help'], cache).stdout).toMatch(/^Usage: cardref rules /);
    expect(readdirSync(cache)).toEqual([]);
  });
});

describe('helpKey', () => {
  const pipe = { isTTY: false };
  const terminal = (columns: number, colors = true) => ({ isTTY: true, columns, hasColors: () => colors });

  it('tells apart language, terminal width and colour, and ignores the width of a pipe', () => {
    const keys = [
      helpKey('en', pipe, {}), helpKey('zh', pipe, {}), helpKey('en', terminal(80), {}), helpKey('en', terminal(100), {}),
      helpKey('en', terminal(80, false), {}), helpKey('en', pipe, { NO_COLOR: '1' }), helpKey('en', pipe, { FORCE_COLOR: '1' }),
      helpKey('en', pipe, { CLICOLOR_FORCE: '1' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(helpKey('en', { isTTY: false, columns: 100 }, {})).toBe(helpKey('en', pipe, {}));
    for (const key of keys) expect(key).not.toContain('\n');
  });

  it('writes atomically and leaves nothing behind when it cannot', () => {
    const dir = join(freshCache(), 'cardref');
    writeHelp('en', 'key', 'help text\n', dir);
    expect(readHelp('en', 'key', dir)).toBe('help text\n');
    expect(readHelp('en', 'other key', dir)).toBeUndefined();
    expect(readHelp('zh', 'key', dir)).toBeUndefined();
    // The target is a folder: the rename fails and the temporary file is removed.
    mkdirSync(join(dir, 'help-zh.txt'));
    writeHelp('zh', 'key', 'help text\n', dir);
    expect(readdirSync(dir).sort()).toEqual(['help-en.txt', 'help-zh.txt']);
  });

  it('the cache folder follows XDG_CACHE_HOME (absolute only), else ~/.cache', () => {
    expect(cacheDir({ XDG_CACHE_HOME: '/c', HOME: '/h' })).toBe('/c/cardref');
    expect(cacheDir({ XDG_CACHE_HOME: 'relative', HOME: '/h' })).toBe('/h/.cache/cardref');
    expect(cacheDir({ HOME: '/h' })).toBe('/h/.cache/cardref');
  });
});
