/**
 * Code Art ACG (WX04-046): "the opponent cannot put their own SIGNI from the field into the trash except by a card's
 * effect" (constant oppNoSelfTrash): no trashing in the main phase, no cost that trashes their SIGNI, no Resona; its
 * freeze ability and Burst. Strict scripted scenarios.
 */
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const ACG = 'WX04-046';
const TRASH_SELF = 'WX04-101'; // Activated, put this SIGNI from the field into the trash: ...
const SASHE4 = 'WD09-001';
const MERCURY = 'WD09-007'; // Resona: 3 <Space> SIGNI into the trash
const SPACE = ['WD09-015', 'WD09-014', 'WD09-012'];

describe('Code Art ACG', () => {
  it('the opponent may not trash a SIGNI in the main phase nor pay "put this SIGNI into the trash"', () => {
    const locked = scenario({ active: 1, p1: { lrig: [C.piruluk4], signi: [ACG] }, p2: { lrig: [C.tama4], signi: [TRASH_SELF, C.kukri] } });
    expect(choices(locked)).not.toContain('act 1');
    expect(choices(locked).filter((c) => c.startsWith('trash signi'))).toEqual([]);
    const free = scenario({ active: 1, p1: { lrig: [C.piruluk4], signi: [C.sc] }, p2: { lrig: [C.tama4], signi: [TRASH_SELF, C.kukri] } });
    expect(choices(free)).toEqual(expect.arrayContaining(['act 1', 'trash signi 1', 'trash signi 2']));
  });

  it('nor play a Resona (its condition trashes SIGNI); its own player is not locked', () => {
    const locked = scenario({ active: 1, p1: { lrig: [C.piruluk4], signi: [ACG] }, p2: { lrig: [SASHE4], lrigDeck: [MERCURY], signi: SPACE } });
    expect(choices(locked)).not.toContain('resona 1');
    const free = scenario({ active: 1, p1: { lrig: [C.piruluk4] }, p2: { lrig: [SASHE4], lrigDeck: [MERCURY], signi: SPACE } });
    expect(choices(free)).toContain('resona 1');
    const own = scenario({ p1: { lrig: [C.piruluk4], signi: [ACG, C.sc] } });
    expect(choices(own)).toEqual(expect.arrayContaining(['trash signi 1', 'trash signi 2']));
  });

  it('down: freeze 1 opposing SIGNI', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], signi: [ACG] }, p2: { signi: [C.kukri, C.flamber] } });
    play(m, 'act 1', 'target 2');
    expect(st(m).frozen).toEqual([st(m).players[1]!.signi[1]]);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
  });

  it('Burst: down and freeze 1 opposing SIGNI, then draw 1', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.flamber] }, p2: { life: [ACG], deck: [C.iron] } });
    play(m, 'pass', 'attack 1', 'burst', 'target 2');
    expect(st(m).players[0]!.signiDown).toEqual([true, true, false]);
    expect(st(m).frozen).toEqual([st(m).players[0]!.signi[1]]);
    expect(zone(m, 1, 'hand')).toEqual([C.iron]);
  });
});
