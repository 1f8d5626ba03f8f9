/**
 * One notation for a SIGNI picked by an effect (issue 41): `target k` is the other player's zone k, `target own k`
 * the answering player's own, for every effect (either-side picks, own-only picks, costs). Older logs wrote
 * `target k` for your own SIGNI and `own k` on Strike Impact; they still replay (aliases in moves.ts) and are recorded
 * in the new spelling.
 */
import { describeLegal, playChoice } from '../../../src/engine/match.js';
import { game } from '../../../src/games/wixoss/index.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const STRIKE = 'WX03-046';
const FANTASTIC = 'WX01-024';

const strikeImpact = () =>
  scenario({ p1: { lrig: [C.midori4], hand: [STRIKE], ener: [C.pandan], signi: [C.bigtatt, C.pandan] }, p2: { signi: [C.iron, C.iron] } });

describe('target notation: `target k` theirs, `target own k` yours, for every effect', () => {
  it('Strike Impact takes `target own k` for your SIGNI, as Fantastic does', () => {
    const m = strikeImpact();
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target own 1', 'target own 2']);
    expect(game.describe(st(m), 'target own 1')).toMatch(/your Bigtatt/);
    play(m, 'target own 1');
    expect(signiPower(st(m), 0, 0)).toBe(13000);
    const f = scenario({ p1: { lrig: [C.midori3], lrigDeck: [FANTASTIC], signi: [C.kukri] }, p2: { signi: [C.iron] } });
    play(f, 'arts 1');
    expect(choices(f)).toEqual(['target 1', 'target own 1']);
  });

  it('an effect that picks only your own SIGNI lists them as `target own k` (Koalan)', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [C.koalan], signi: [null, C.hyakko] }, p2: { signi: [C.iron, C.iron] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    expect(game.describe(st(m), 'target own 2')).toMatch(/your /);
    play(m, 'target own 2');
    expect(signiPower(st(m), 0, 1)).toBe(4000);
  });

  it('an illegal `target own k` is explained like `target k` (it was refused as a malformed move)', () => {
    const m = strikeImpact();
    play(m, 'spell 1', 'pay auto');
    expect(game.explain!(st(m), 'target own 3')).toMatch(/zone 3/);
    expect(game.explain!(st(m), 'target own 3')).not.toMatch(/the move is written/);
    expect(game.explain!(st(m), 'target own x')).toMatch(/target own <zone 1-3>/);
  });

  it('an effect of the opponent that makes you pick your own SIGNI also says `target own k` (Self Slash)', () => {
    const m = scenario({ p1: { hand: ['WX03-049'], ener: [C.kooni, C.kooni] }, p2: { signi: [C.iron, null, C.kukri] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target own 1', 'target own 3']);
    play(m, 'target own 3');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
  });
});

describe('old logs: the former spellings replay as the new ones', () => {
  it('`own k` (Strike Impact before) is read as `target own k` and recorded so', () => {
    const m = strikeImpact();
    play(m, 'spell 1', 'pay auto');
    expect(describeLegal(m, 'own 1')).toBe(game.describe(st(m), 'target own 1')); // the play screen reads it too
    playChoice(m, 'own 1');
    expect(m.moves[m.moves.length - 1]!.choice).toBe('target own 1');
    expect(signiPower(st(m), 0, 0)).toBe(13000);
  });

  it('`target k` for your own SIGNI (own-only effects before) is read as `target own k`', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [C.koalan], signi: [null, C.hyakko] }, p2: { signi: [C.iron, C.iron] } });
    play(m, 'summon 1 1');
    playChoice(m, 'target 2');
    expect(m.moves[m.moves.length - 1]!.choice).toBe('target own 2');
    expect(signiPower(st(m), 0, 1)).toBe(4000);
  });

  it('a text that is legal keeps its meaning: `target 1` on an either-side pick is still the opponent\'s', () => {
    const m = strikeImpact();
    play(m, 'spell 1', 'pay auto');
    const iron = signiPower(st(m), 1, 0);
    playChoice(m, 'target 1');
    expect(m.moves[m.moves.length - 1]!.choice).toBe('target 1');
    expect(signiPower(st(m), 1, 0)).toBe(iron + 5000);
    expect(signiPower(st(m), 0, 0)).toBe(8000);
  });
});
