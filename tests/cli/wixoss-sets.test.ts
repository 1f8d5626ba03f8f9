/**
 * The booster and later starter cards as the user meets them (src/games/wixoss/cards/sets.ts): a card with
 * abilities but no effects entry is listed as not supported yet and refused by `check`; a reprint takes its first
 * printing's entry; a mistake in an effects file is one error naming the file and the field. Runs copies of the
 * built package whose effects files the test edits, so it holds whatever the shipped files support.
 */
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../support/cli.js';

type Effects = { about: string; cards: Record<string, unknown> };

/** A copy of the built package with its effects files changed by `edit` (set -> file contents). */
function packageCopy(edit: (effects: (set: string) => Effects) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-sets-'));
  for (const part of ['bin', 'dist', 'data', 'package.json']) cpSync(join(ROOT, part), join(dir, part), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const files = new Map<string, Effects>();
  edit((set) => {
    let f = files.get(set);
    if (!f) files.set(set, (f = JSON.parse(readFileSync(join(dir, 'data/wixoss/effects', `${set}.json`), 'utf8')) as Effects));
    return f;
  });
  for (const [set, f] of files) writeFileSync(join(dir, 'data/wixoss/effects', `${set}.json`), JSON.stringify(f, null, 1));
  return dir;
}

function run(dir: string, args: string[], lang = 'C.UTF-8') {
  const r = spawnSync(process.execPath, [join(dir, 'bin', 'cardref'), ...args], {
    encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', LC_ALL: '', LC_MESSAGES: '', LANG: lang }, timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('set cards without effects, and reprints', () => {
  // WX01-001 (Tamayorihime, Sun Miko) has abilities: without an entry it cannot be played. WX01-051 (Servant Q)
  // gets a test entry; WD06-016 is its starter reprint and has none of its own.
  const dir = packageCopy((effects) => {
    delete effects('WX01').cards['WX01-001'];
    effects('WX01').cards['WX01-051'] = {
      text: { en: ['Burst: ener charge 1 (reprint test).'], zh: ['爆发：能量填充1（重印测试）。'] },
      effects: { burst: { ops: [{ op: 'enerCharge', n: 1 }] } },
    };
    delete effects('WD06').cards['WD06-016'];
  });
  const deck = join(dir, 'deck.txt');
  writeFileSync(deck, ['[lrig]', '1 WD01-005', '1 WX01-001', '[main]', '4 WD06-016'].join('\n'));

  it('check refuses a card with abilities but no entry, on its line, exit 2 (English and Chinese)', () => {
    const en = run(dir, ['check', 'wixoss', deck, '--json']);
    expect(en.code).toBe(2);
    const { problems } = JSON.parse(en.stdout) as { problems: { line?: number; message: string }[] };
    expect(problems.filter((p) => p.line).map((p) => [p.line, p.message])).toEqual([
      [3, 'Tamayorihime, Sun Miko is not supported yet (its abilities are not implemented yet)'],
    ]);
    // The reprint on line 5 took its first printing's entry: it is not refused. Chinese: the same line, unwrapped.
    const zh = run(dir, ['check', 'wixoss', deck], 'zh_CN.UTF-8');
    expect(zh.code).toBe(2);
    expect(zh.stdout.replace(/\s+/g, '')).toContain(`${deck}:3:太阳之巫女玉依姬暂不支持（其能力尚未实现）`);
  });

  it('cards lists it as not supported yet; the reprint shows its first printing\'s wording', () => {
    const listed = run(dir, ['cards', 'wixoss', '--search', 'WX01-001', '--json']);
    expect(listed.code).toBe(0);
    const rows = (JSON.parse(listed.stdout) as { cards: { id: string; fields: { text: string } }[] }).cards;
    expect(rows.find((r) => r.id === 'WX01-001')!.fields.text).toBe('not supported yet: its abilities are not implemented yet');
    const reprint = run(dir, ['cards', 'wixoss', '--search', 'reprint test', '--json']);
    expect((JSON.parse(reprint.stdout) as { cards: { id: string }[] }).cards.map((r) => r.id).sort()).toEqual(['SP06-018', 'WD06-016', 'WX01-051']);
    const zh = run(dir, ['cards', 'wixoss', '--search', '重印测试'], 'zh_CN.UTF-8');
    expect(zh.stdout).toContain('WD06-016');
  });
});

describe('mistakes in an effects file', () => {
  const cases: [string, (effects: (set: string) => Effects) => void, RegExp][] = [
    ['an unknown op', (e) => { e('WX02').cards['WX02-076'] = { text: { en: ['x'], zh: ['x'] }, effects: { burst: { ops: [{ op: 'summonDragons' }] } } }; },
      /data\/wixoss\/effects\/WX02\.json[^\n]*is invalid:\n\s+cards\.WX02-076\.effects\.burst\.ops\[0\]\.op: unknown op "summonDragons"/],
    ['text without Chinese', (e) => { e('WX03').cards['WX03-001'] = { text: { en: ['x'] } }; },
      /data\/wixoss\/effects\/WX03\.json is invalid:\n\s+cards\.WX03-001\.text: needs "en" and "zh" lists of sentences/],
    ['an id of another set', (e) => { e('WD07').cards['WX01-001'] = { text: { en: ['x'], zh: ['x'] } }; },
      /data\/wixoss\/effects\/WD07\.json is invalid:\n\s+cards\.WX01-001: no WD07 card has this id/],
    ['an unsupported reason without Chinese', (e) => { e('WX01').cards['WX01-002'] = { text: { en: [], zh: [] }, unsupported: { en: 'because' } }; },
      /data\/wixoss\/effects\/WX01\.json is invalid:\n\s+cards\.WX01-002\.unsupported: must give the reason as "en" and "zh" strings/],
  ];
  it.each(cases)('%s: one error naming the file and the field, exit 1, no stack trace', (_, edit, message) => {
    const result = run(packageCopy(edit), ['cards', 'wixoss']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^cardref: card data /);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
