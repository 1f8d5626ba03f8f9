/**
 * `cardref play --table` end to end with piped stdin (answers as lines): a short table game of EAT/PAINT and one of
 * Midrash, each written as a transcript that `cardref replay` verifies; `undo` in a pipe; resuming a table game;
 * the error paths (a card that cannot be there, a game cardref cannot ask about, bots at the table).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref, ROOT } from '../support/cli.js';

/** The answers a table would type for a transcript: each chance line's cards, one per line, and each move. */
function answersOf(transcript: string): string[] {
  const body = transcript.split('\n');
  const lines = body.slice(body.indexOf('') + 1).map((l) => l.trim()).filter((l) => l && !l.startsWith('#') && !l.startsWith('result:'));
  return lines.flatMap((l) => (l.startsWith('>') ? l.slice(l.indexOf(':') + 1).trim().split(/\s+/) : [l.slice(l.indexOf(':') + 1).trim()]));
}

const dir = mkdtempSync(join(tmpdir(), 'cardref-table-'));
const ANN = ['soumatou', 'kougeki', 'gouman', 'shusetsu', 'shusetsu'];
const EP = ['play', 'eatpaint', '--deck', '1=sabil-apra', '--deck', '2=aika-red', '--name', '1=Ann', '--name', '2=Ben', '--table'];

describe('play --table, piped', () => {
  it('EAT/PAINT: the table tells the hands and draws; the log is the transcript, and it replays', () => {
    const example = readFileSync(join(ROOT, 'examples', 'eatpaint-table.log'), 'utf8');
    const log = join(dir, 'ep.log');
    const run = cardref([...EP, '--log', log], { input: answersOf(example).join('\n') + '\n' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/played with real cards/);
    expect(run.stdout).toMatch(/Game over: Ben wins \(Ann resigned\)/);
    // Each question is printed as one line, as the prompt asks it, before the move it completes (no card named): why
    // the card is asked, in the game's words, and whose it is to see.
    const ask = (why: string, name: string, n: number) => `${name} ${why}: which card is it?${n > 1 ? ` (card ${n})` : ''} Only ${name} sees it.`;
    const opening = (name: string, n: number) => ask('draws the opening hand', name, n);
    expect(run.stdout).toContain(['played with real cards: cardref asks the table what chance did', ...[1, 2, 3, 4, 5].map((n) => opening('Ann', n)), opening('Ben', 1)].join('\n'));
    // Ben's first draw of the game comes with the setup: it is asked for what it is, not as a 7th opening card.
    expect(run.stdout).toContain(`${opening('Ben', 6)}\n${ask('draws for the turn', 'Ben', 1)}\nBen: play 6 — Use card 6 from hand.\n`);
    const refill = (n: number) => ask('draws back up to the hand size at the end of the turn', 'Ann', n);
    expect(run.stdout).toContain(`${[1, 2, 3].map(refill).join('\n')}\n${ask('draws for the turn', 'Ben', 1)}\nAnn: end — End the turn.\n`);
    expect(run.stdout).not.toMatch(/senshu|ryumon|soumatou/);
    const written = readFileSync(log, 'utf8');
    expect(written).toContain('> 1: kougeki gouman gouman shusetsu shusetsu\n> 2: originshift leol seisoku originshift quickbrush kuro seisoku\nBen: play 6');
    expect(written).toContain('Ann: end\n> 1: senshu senshu ryumon\n> 2: cat\nBen: charge\n> 2: demeck\n');
    const replay = cardref(['replay', log]);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toMatch(/15 moves verified · Ben wins/);
  });

  it('EAT/PAINT: a magician\'s redraw is printed before the new hand is asked', () => {
    const noWork = ['originshift', 'originshift', 'quickbrush', 'burst', 'bitter', 'bw'];
    const run = cardref(EP, { input: [...ANN, ...noWork, 'cat'].join('\n') + '\n' });
    expect(run.code).toBe(0);
    // The new hand is counted from its first card.
    expect(run.stdout).toContain(`(card 6) Only Ben sees it.\n  · Ben shows a hand without works (Origin Shift, Origin Shift, Fierce Brushstroke, Burst of Feeling, Bitter Choice, Black and White), shuffles it back and draws again.\nBen draws the opening hand: which card is it? Only Ben sees it.\nBen draws the opening hand: which card is it? (card 2) Only Ben sees it.\n`);
  });

  it('Midrash solo: the demon, the calamities and every card turned up are asked; the transcript replays', () => {
    const example = readFileSync(join(ROOT, 'examples', 'midrash-table.log'), 'utf8');
    const log = join(dir, 'md.log');
    const run = cardref(['play', 'midrash', '--players', '1', '--name', '1=Tina', '--table', '--log', log], { input: answersOf(example).join('\n') + '\n' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const written = readFileSync(log, 'utf8');
    expect(written).toContain('> demons: al\n> calamities: raid drought silence onslaught eclipse\nTina: use char 1');
    expect(written).toContain('Tina: summon 3\n> level3: metatron raziel obizuth\nTina: take 2 4');
    const replay = cardref(['replay', log]);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toMatch(/moves verified · lost \(Tina resigned\)/);
  });

  it('Midrash for two: who goes first is asked (a seat number or a name)', () => {
    const log = join(dir, 'md2.log');
    const run = cardref(['play', 'midrash', '--players', '2', '--name', '1=Ann', '--name', '2=Ben', '--table', '--log', log], { input: 'ben\n' });
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[1]).toBe('Who goes first? Type the seat: 1 Ann, 2 Ben');
    const zh = cardref(['--lang', 'zh', 'play', 'midrash', '--players', '2', '--name', '1=Ann', '--name', '2=Ben', '--table'], { input: '2\n' });
    expect(zh.code).toBe(0);
    expect(zh.stdout.split('\n')[1]).toBe('谁先手？输入座位：1 Ann, 2 Ben');
    expect(readFileSync(log, 'utf8')).toContain('\n> first: 2\n');
    expect(cardref(['replay', log]).code).toBe(0);
  });

  it('undo in a pipe: takes back the last answer, or reopens the last move at its last card; the log holds the corrected cards', () => {
    const example = answersOf(readFileSync(join(ROOT, 'examples', 'eatpaint-table.log'), 'utf8'));
    // Up to Ann's `end` and her first draw; then an answer taken back, Ben's draw told wrong and corrected.
    const upToEnd = example.slice(0, example.indexOf('senshu') + 1);
    const log = join(dir, 'undo.log');
    const run = cardref([...EP, '--log', log], { input: [...upToEnd, 'undo', 'senshu', 'senshu', 'ryumon', 'cat', 'undo', 'demeck', 'charge', 'cat'].join('\n') + '\n' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const written = readFileSync(log, 'utf8');
    expect(written).toContain('Ann: end\n> 1: senshu senshu ryumon\n> 2: demeck\nBen: charge\n> 2: cat\n');
    expect(cardref(['replay', log]).code).toBe(0);
  });

  it('--resume --table goes on asking the table where the transcript stops', () => {
    const example = answersOf(readFileSync(join(ROOT, 'examples', 'eatpaint-table.log'), 'utf8'));
    const log = join(dir, 'resume.log');
    const cut = example.indexOf('charge');
    expect(cardref([...EP, '--log', log], { input: example.slice(0, cut).join('\n') + '\n' }).code).toBe(0);
    const run = cardref(['play', 'eatpaint', '--resume', log, '--table'], { input: example.slice(cut).join('\n') + '\n' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(readFileSync(log, 'utf8')).toContain('Ben: charge\n> 2: demeck\n');
    expect(cardref(['replay', log]).stdout).toMatch(/15 moves verified · Ben wins/);
  });

  it('a card that cannot be there: one cardref line with the line, a suggestion and the possible cards; exit 2, the log keeps every move', () => {
    const log = join(dir, 'bad.log');
    const example = answersOf(readFileSync(join(ROOT, 'examples', 'eatpaint-table.log'), 'utf8'));
    // Ben's draw at the start of his second turn, typed wrong.
    const at = example.indexOf('cat');
    const run = cardref([...EP, '--log', log], { input: [...example.slice(0, at), 'demek'].join('\n') + '\n' });
    expect(run.code).toBe(2);
    expect(run.stdout).not.toContain('demek');
    expect(run.stderr).toMatch(new RegExp(`^cardref: stdin line ${at + 1}: "demek" cannot come from Ben's deck \\(2\\) now\\. Did you mean "Demeck"\\? Possible: [^\n]*\\bKitty \\(cat\\) · Demeck · Kuro · Leol · [^\n]*\n$`));
    // The move being told is not in the log; every move before it is.
    expect(readFileSync(log, 'utf8')).toMatch(/\nAnn: play 1\n$/);
  });

  it('bots at the table are refused before anything is written', () => {
    const log = join(dir, 'bots.log');
    const bots = cardref([...EP, '--bot', '2=random', '--log', log]);
    expect(bots).toMatchObject({ code: 1, stdout: '', stderr: 'cardref: --table is played by the people at the table with their own cards: drop --bot and --vs\n' });
    expect(() => readFileSync(log)).toThrow();
  });

  it('--resume --table of a seeded log (no chance lines) is refused', () => {
    const log = join(dir, 'seeded.log');
    writeFileSync(log, `game: eatpaint\nversion: 1\nplayers: Ann, Ben\nseed: 5\ndeck.1: sabil-apra\ndeck.2: aika-red\n\n`);
    const run = cardref(['play', 'eatpaint', '--resume', log, '--table']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^cardref: --table --resume needs a log written at the table/);
  });
});

describe('play --table at a real terminal', () => {
  it('Tab completes a card from those still possible; the next seat\'s hand is asked after the hand-off; Ctrl+C exits 130', async () => {
    const { terminal } = await import('../support/terminal.js');
    const log = join(dir, 'pty.log');
    const t = terminal(`play eatpaint --deck 1=sabil-apra --deck 2=aika-red --name 1=Ann --name 2=Ben --table --log ${log}`);
    try {
      await t.waitFor(/Pass the terminal to Ann/);
      await t.step('\r', /Ann draws the opening hand: which card is it\?[\s\S]*Only Ann sees it[\s\S]*Ann > /);
      // `sou` + Tab is the only candidate beginning so: soumatou.
      await t.step('sou\t', /soumatou/);
      await t.step('\r', /Told so far: Revolving Lantern \(soumatou\)[\s\S]*\(card 2\)[\s\S]*Ann > /);
      for (const card of ['kougeki', 'gouman', 'shusetsu']) await t.step(`${card}\r`, /Ann > /);
      const handOff = await t.step('shusetsu\r', /Pass the terminal to Ben/);
      await t.step('\r', /Only Ben sees it[\s\S]*Ben > /);
      expect(t.screen().slice(handOff)).not.toMatch(/soumatou|kougeki|gouman|Revolving Lantern|Crimson Strike|Arrogant Scarlet/);
      t.child.stdin.write('\x03');
      expect(await t.closed).toBe(130);
    } finally {
      t.child.kill('SIGKILL');
    }
  }, 40_000);
});
