/**
 * Every designed card is usable: played from a prepared hand, its decisions answered with the first choice,
 * it ends in the zone the rules send it to, and its effect changed something.
 */
import { decisionOf, playChoice } from '../../../src/engine/match.js';
import { cardData } from '../../../src/games/eatpaint/cards/load.js';
import type { CardDef } from '../../../src/games/eatpaint/cards/types.js';
import { midGame, setSide, side, st, work } from './helpers.js';

const SUB_OWNER: Record<string, string> = { apra: 'sabil', kasis: 'himeria', rain: 'sabil', red: 'aika', blue: 'rio', yellow: 'aika' };

function deckFor(c: CardDef): [string, string] {
  const owner = SUB_OWNER[c.deck] ?? c.deck;
  const sub = { sabil: 'apra', himeria: 'kasis', aika: 'red', rio: 'blue' }[owner]!;
  const own = ['apra', 'kasis', 'rain', 'red', 'blue', 'yellow'].includes(c.deck) ? `${owner}-${c.deck}` : `${owner}-${sub}`;
  return [own, owner === 'sabil' || owner === 'himeria' ? 'rio-blue' : 'sabil-apra'];
}

/** Answer every question of the effect with its first choice until the active seat is back in its main phase. */
function resolve(m: ReturnType<typeof midGame>): void {
  for (let i = 0; i < 30; i++) {
    const d = decisionOf(m);
    if (d.over || (st(m).tasks.length === 0 && d.seat === 0 && d.prompt.startsWith('main phase'))) return;
    playChoice(m, d.choices[0]!);
  }
  throw new Error('effect did not finish');
}

const playable = cardData().cards.filter((c) => c.type !== 'ink');

describe('every designed card', () => {
  it.each(playable.map((c) => [c.id, c]))('%s can be used and ends in its zone', (_, c) => {
    const m = midGame(deckFor(c));
    const dragon = side(m, 0).side === 'dragon';
    // Other cards to draw, recover and pay with (never the card under test, so "left the hand" is meaningful).
    const fodder = (dragon ? ['kougeki', 'bara', 'kon'] : ['cat', 'leol', 'gaia']).map((x) => (x === c.id ? 'shusetsu' : x));
    setSide(m, 0, {
      hand: [c.id], life: 6, deckTop: [...fodder, ...fodder], trash: [...fodder, 'meteor'], heat: [...fodder],
      // The rested card is face down (it cannot be activated), so Kohaku has one to make active.
      energy: dragon ? [1, 2, 3, 4].map((k) => ({ card: fodder[k % 3]!, up: k !== 4, rest: k === 4 })) : [],
      works: dragon ? [] : [work('cat', 2, { rest: true }), work('leol', 2)], ink: 9, inkDiscard: 5,
    });
    setSide(m, 1, { works: side(m, 1).side === 'magician' ? [work('gaia', 2)] : [], energy: [{ card: 'bara', up: true, rest: false }], life: 10, traps: [] });
    const before = JSON.stringify(st(m).sides);
    playChoice(m, c.type === 'trap' ? 'set 1' : 'play 1');
    resolve(m);
    const me = side(m, 0);
    expect(me.hand).not.toContain(c.id);
    const where = c.type === 'trap' ? me.traps
      : c.type === 'work' ? me.works.map((w) => w.card)
      : c.type === 'frame' ? me.works.map((w) => w.frame)
      : dragon ? (['sabil', 'himeria'].includes(c.deck) ? me.heat : me.energy.map((e) => e.card))
      : me.trash;
    expect(where).toContain(c.id);
    expect(JSON.stringify(st(m).sides)).not.toBe(before);
  });

  it('covers every kind of the seed lists', () => {
    expect(playable.length).toBe(10 + 21 + 10 + 21);
  });
});
