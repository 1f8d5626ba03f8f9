/** scripts/strength-tally.mjs: strength runs split over processes are tallied as one row, and paired rows deal by deal. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** Per-game lines as strength.mjs writes them: deal k is games 2k and 2k+1, `hard first` marks who moved first. */
function lines(outcomes: string[], from: number): string {
  return outcomes.map((o, i) => `eatpaint hard:filing game ${from + i} ${o}${(from + i) % 2 === 0 ? ' (hard first)' : ''} [aika-red v sabil-rain]\n`).join('');
}

test('two runs are one row; deals split by seat leave the sign test, deals won from both seats count', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-tally-'));
  try {
    // deals 0-5 in one file, 6-10 in another: 1 split, 9 won from both seats, 1 lost from both
    writeFileSync(join(dir, 'a.err'), 'a line that is not a game\n' + lines(['W', 'L', 'W', 'W', 'W', 'W', 'W', 'W', 'L', 'L', 'W', 'W'], 0));
    writeFileSync(join(dir, 'b.err'), lines(['W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W'], 12));
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/strength-tally.mjs'), join(dir, 'a.err'), join(dir, 'b.err')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('eatpaint hard:filing: 22 games, 19-3-0');
    // the first mover: hard moved first in the even games, so W there and L in the odd ones are first-mover wins
    expect(run.stdout).toContain('the first mover won 12 of 22 decided');
    // 9 to 1 of ten deals: 2 × (1 + 10) / 1024 = 0.0215
    expect(run.stdout).toContain('deals: 1 split by seat, 9 won from both seats, 1 lost from both (90.0% of 10), 0 with a draw; sign test p = 0.021');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a deal with a draw is neither split nor won, and a run cut short mid-deal leaves its last game out of the deals', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-tally-'));
  try {
    writeFileSync(join(dir, 'c.err'), lines(['D', 'W', 'L', 'W', 'W'], 0));
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/strength-tally.mjs'), join(dir, 'c.err')], { encoding: 'utf8' });
    expect(run.stdout).toContain('5 games, 3-1-1');
    expect(run.stdout).toContain('deals: 1 split by seat, 0 won from both seats, 0 lost from both, 1 with a draw; sign test p = 1.0');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
