/** What every game gets from the CLI, checked on each registered game through the built command. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from '../../src/games/index.js';
import { cardref } from '../support/cli.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'cardref-'));

describe.each(GAMES.map((g) => g.id))('%s through the CLI', (id) => {
  it('lists rules topics and prints each one, as text and JSON', () => {
    const list = cardref(['rules', id, '--json']);
    expect(list.code).toBe(0);
    const topics: { id: string }[] = JSON.parse(list.stdout).topics;
    expect(topics.length).toBeGreaterThanOrEqual(3);
    for (const topic of topics) {
      const one = cardref(['rules', id, topic.id]);
      expect(one.code).toBe(0);
      expect(one.stdout.length).toBeGreaterThan(100);
    }
    expect(cardref(['rules', id, 'no-such-topic']).code).toBe(1);
  });

  it('lists its cards as a table and as JSON', () => {
    const json = JSON.parse(cardref(['cards', id, '--json']).stdout);
    expect(json.cards.length).toBeGreaterThan(5);
    const first = json.cards[0];
    const found = JSON.parse(cardref(['cards', id, '--search', first.name, '--json']).stdout);
    expect(found.cards.map((c: { id: string }) => c.id)).toContain(first.id);
    const table = cardref(['cards', id]);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain(first.name);
  });

  it('plays a bot game to the end, writes a log that replays, and sim reports it', () => {
    const dir = tmp();
    const log = join(dir, 'game.log');
    const play = cardref(['play', id, '--seed', '11', '--bot', '1=random', '--bot', '2=random', ...(id === 'midrash' ? ['--bot', '3=random', '--players', '3', '--option', 'round-limit=30'] : []), '--log', log]);
    expect(play.stderr).toBe('');
    expect(play.code).toBe(0);
    expect(play.stdout).toMatch(/Game over: /);
    const text = readFileSync(log, 'utf8');
    expect(text).toMatch(/^result: /m);
    const replay = cardref(['replay', log, '--json']);
    expect(replay.code).toBe(0);
    const verdict = JSON.parse(replay.stdout);
    expect(verdict).toMatchObject({ valid: true, inProgress: false });
    const sim = JSON.parse(cardref(['sim', id, '--games', '4', '--seed', '3', '--json']).stdout);
    expect(sim.games).toBe(4);
    expect(sim.seats.reduce((n: number, s: { wins: number }) => n + s.wins, 0) + sim.draws + sim.unfinished).toBe(4);
  });

  it('replay stops at a tampered move with its line number, the legal choices and exit 2', () => {
    const dir = tmp();
    const log = join(dir, 'game.log');
    cardref(['play', id, '--seed', '12', '--bot', '1=random', '--bot', '2=random', ...(id === 'midrash' ? ['--option', 'round-limit=30'] : []), '--log', log]);
    const lines = readFileSync(log, 'utf8').split('\n');
    // The third move line (chance lines "> …" name cards, not moves).
    const moves = lines.map((line, i) => i > lines.indexOf('') && /^[^>#\s][^:]*: /.test(line) ? i : -1).filter((i) => i >= 0);
    const at = moves[2]!;
    lines[at] = lines[at]!.replace(/:.*/, ': fly to the moon');
    writeFileSync(log, lines.join('\n'));
    const replay = cardref(['replay', log]);
    expect(replay.code).toBe(2);
    expect(replay.stderr).toMatch(new RegExp(`game.log:${at + 1}: `));
    expect(replay.stderr).toMatch(/legal there: /);
  });

  it('same seed and moves give a byte-identical log', () => {
    const dir = tmp();
    const a = join(dir, 'a.log'), b = join(dir, 'b.log');
    // Midrash has no round limit unless one is chosen: bot games get one so they end.
    const args = ['play', id, '--seed', '21', '--bot', '1=greedy', '--bot', '2=random', ...(id === 'midrash' ? ['--option', 'round-limit=30'] : [])];
    cardref([...args, '--log', a]);
    cardref([...args, '--log', b]);
    expect(readFileSync(a, 'utf8')).toBe(readFileSync(b, 'utf8'));
  });
});
