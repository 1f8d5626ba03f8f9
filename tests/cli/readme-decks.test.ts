/**
 * The README's "The games" table names every built-in deck of every game, no more: compared with the decks the CLI
 * offers (the completion script lists each game's built-in deck ids, from the games' own deck rules).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardref, ROOT } from '../support/cli.js';

/** Each game id of the README's games table with the deck ids (backquoted) in its "built-in decks" cell. */
function readmeDecks(): Map<string, string[]> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## The games'));
  const rows = new Map<string, string[]>();
  for (const line of table.split('\n').slice(1)) {
    if (line.startsWith('## ')) break;
    const cells = line.split(' | ');
    const id = /^`([a-z]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!id) continue;
    // `<character>-<sub-deck>` names the pattern, not a deck.
    rows.set(id, [...(cells[3] ?? '').matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]!));
  }
  return rows;
}

/** Each game's built-in deck ids, as `cardref completion bash` completes them after `--deck N=`. */
function cliDecks(): Map<string, string[]> {
  const run = cardref(['completion', 'bash']);
  expect(run.code).toBe(0);
  const decks = new Map<string, string[]>();
  for (const m of run.stdout.matchAll(/^\s*([a-z]+):deck\) echo "([^"]*)"/gm)) decks.set(m[1]!, m[2]!.split(' ').filter(Boolean));
  return decks;
}

describe('README games table', () => {
  const readme = readmeDecks();
  const cli = cliDecks();

  it('has a row for every game', () => {
    expect([...readme.keys()].sort()).toEqual([...cli.keys()].sort());
    expect(cli.size).toBeGreaterThanOrEqual(4);
  });

  it.each([...cli.keys()])('%s: lists exactly the built-in decks', (id) => {
    expect([...(readme.get(id) ?? [])].sort()).toEqual([...cli.get(id)!].sort());
  });
});

describe('README command table: cards', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const row = readme.split('\n').find((line) => line.startsWith('| `cards <game>` |')) ?? '';

  it('describes the blocks `cards` prints (a table only when one fits the terminal) and the count after them', () => {
    // Card texts make the table wider than a terminal: each card is a block, its name line then indented lines.
    const run = cardref(['cards', 'pad', '--search', 'B01-001']);
    expect(run.code).toBe(0);
    const [name, stats] = run.stdout.split('\n');
    expect(name).toMatch(/^B01-001 {2}\S/);
    expect(stats).toMatch(/^ {2}\S.* · /);
    expect(run.stdout).toMatch(/^1 card\b/m);
    expect(row).toMatch(/one block each/);
    expect(row).toMatch(/table when it fits/);
    expect(row).toMatch(/count/);
  });
});
