/**
 * docs/json.md against real output: the keys it documents for `replay --explain --json` are the keys the command
 * writes, a log with an illegal move gets replay's document there too, the replay error document is exactly what a
 * missing log gives, and the values it lists for `sim`'s `seats[].bot` and `forfeitReasons[].reason` are all there are.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOT_NAMES } from '../../src/engine/bots.js';
import { FORFEIT_REASONS } from '../../src/cli/external-bot.js';
import { cardref, ROOT } from '../support/cli.js';

const doc = readFileSync(join(ROOT, 'docs/json.md'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'cardref-json-docs-'));

/** The text of section `heading` (a `## ` line) up to the next one. */
function section(heading: string): string {
  const start = doc.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/json.md has no section "${heading}"`);
  return doc.slice(start + heading.length + 5).split(/\n## /)[0]!;
}

/** The fenced blocks of `lang` in `text`. */
const blocks = (text: string, lang: string) => [...text.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]!);

/** The field names a TypeScript block declares (`name:` or `name?:` starting a line or after `{` or `;`), comments left out. */
const declared = (ts: string) =>
  new Set([...ts.replace(/\/\/.*$/gm, '').matchAll(/(?:^\s*|[{;]\s*)(\w+)\??:/gm)].map((m) => m[1]!));

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) { into.add(k); keysOf(v, into); }
  return into;
}

const log = join(dir, 'game.log');
cardref(['play', 'midrash', '--seed', '3', '--bot', '1=random', '--bot', '2=random', '--log', log]);

describe('docs/json.md', () => {
  it('documents every key replay --explain --json writes, and its example has that shape', () => {
    const body = section('`cardref replay <log> --explain --json`');
    const run = cardref(['replay', log, '--explain', '--json', '--iterations', '20']);
    expect(run.code).toBe(0);
    const real = JSON.parse(run.stdout);
    expect(real.decisions.length).toBeGreaterThan(0);
    const [schema] = blocks(body, 'ts');
    expect([...declared(schema!)].sort()).toEqual([...keysOf(real)].sort());
    const [example] = blocks(body, 'json');
    expect([...keysOf(JSON.parse(example!))].sort()).toEqual([...keysOf(real)].sort());
  });

  it('says a log with an illegal move gets replay --json\'s document under --explain --json, exit 2', () => {
    const lines = readFileSync(log, 'utf8').split('\n');
    const first = lines.findIndex((l) => /^P2: /.test(l));
    lines[first] = 'P2: fly away';
    const bad = join(dir, 'bad.log');
    writeFileSync(bad, lines.join('\n'));
    const explained = cardref(['replay', bad, '--explain', '--json', '--iterations', '5']);
    expect(explained.code).toBe(2);
    const replayed = cardref(['replay', bad, '--json']);
    expect(JSON.parse(explained.stdout)).toEqual(JSON.parse(replayed.stdout));
    expect(JSON.parse(explained.stdout)).toMatchObject({ valid: false, failure: { line: first + 1 } });
  });

  it('shows the replay error document exactly as a missing log gets it', () => {
    const body = section('`cardref replay <log> --json`');
    const example = blocks(body, 'json').find((b) => b.includes('"error"'))!;
    const run = cardref(['replay', 'missing.log', '--json'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(example));
    expect(run.stderr).toBe(`cardref: ${JSON.parse(example).error.message}\n`);
  });

  it('lists every value of sim\'s seats[].bot and forfeitReasons[].reason', () => {
    const body = section('`cardref sim <game> --json`');
    const botType = /type Bot =([\s\S]*?);\s*\/\/[^\n]*\n```/.exec(body)?.[1] ?? '';
    const names = [...botType.matchAll(/'([a-z]+)'/g)].map((m) => m[1]!);
    expect(names.sort()).toEqual([...BOT_NAMES].sort());
    expect(botType).toContain('`cmd:${string}`');
    const reasons = [.../reason: ([^;]*);/.exec(body)![1]!.matchAll(/'(\w+)'/g)].map((m) => m[1]!);
    expect(reasons).toEqual([...FORFEIT_REASONS]);
    // The bots as given, a level and a program included.
    const bot = `cmd:node ${join(ROOT, 'examples/random-bot.mjs')}`;
    const run = cardref(['sim', 'midrash', '--players', '3', '--games', '1', '--bots', `easy,${bot},random`, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).seats.map((s: { bot: string }) => s.bot)).toEqual(['easy', bot, 'random']);
  });
});
