/** The search's tree keys (GameDefinition.choiceKey): the deciding seat's hand cards by card, not place. */
import { game } from '../../../src/games/wixoss/index.js';
import { CARD as C, choices, decider, scenario, st } from './helpers.js';

const key = (m: ReturnType<typeof scenario>, choice: string) => game.choiceKey!(st(m), choice, decider(m));

describe('choice keys', () => {
  it('a summon names the hand card and keeps the zone; the field keeps its places', () => {
    const m = scenario({ p1: { lrig: [C.tama2], hand: [C.kukri, C.flamber, C.kukri], signi: [null, C.kukri] } });
    const legal = choices(m);
    expect(legal).toEqual(expect.arrayContaining(['summon 1 1', 'summon 2 3', 'trash signi 2']));
    expect(key(m, 'summon 1 1')).toBe(`summon [${C.kukri}] 1`);
    expect(key(m, 'summon 3 1')).toBe(`summon [${C.kukri}] 1`);
    expect(key(m, 'summon 2 3')).toBe(`summon [${C.flamber}] 3`);
    expect(key(m, 'trash signi 2')).toBe('trash signi 2');
    for (const choice of legal) {
      const k = key(m, choice);
      if (k !== choice) expect(legal).not.toContain(k);
    }
  });

  it('ener from the hand names the card; ener from the field keeps its zone', () => {
    const m = scenario({ phase: 'ener', p1: { hand: [C.kukri, C.flamber], signi: [C.cosmo] } });
    expect(choices(m)).toEqual(expect.arrayContaining(['ener 1', 'ener 2', 'ener signi 1']));
    expect(key(m, 'ener 2')).toBe(`ener [${C.flamber}]`);
    expect(key(m, 'ener signi 1')).toBe('ener signi 1');
  });
});
