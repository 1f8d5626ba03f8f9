/**
 * Issue 46: a Resona play condition of "choose 2 of these 3" (WD11 Yasudesu): discard an <Misfortune Insect> SIGNI,
 * put one from the ener zone into the trash, put a non-Resona one from the field into the trash. Strict scenarios.
 */
import { randomDecider, type SyncDecider } from '../../../src/engine/deciders.js';
import { seedRng } from '../../../src/engine/rng.js';
import { selfPlay } from '../../../src/engine/selfplay.js';
import { game } from '../../../src/games/wixoss/index.js';
import { deckRules } from '../../../src/games/wixoss/decks.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = {
  myuu3: 'WD11-002', myuu2: 'WD11-003', yasudesu: 'WD11-008', soldierAnt: 'WD11-010', workAnt: 'WD11-012', childAnt: 'WD11-014', servantO: 'WD11-017',
} as const;

describe('Yasudesu, Black Phantom Insect', () => {
  it('hand and ener: the options picked one by one, then each paid; on play it banishes an opposing SIGNI of level 2 or lower', () => {
    const m = scenario({ p1: { lrig: [X.myuu3], lrigDeck: [X.yasudesu], hand: [C.kukri, X.workAnt], ener: [X.childAnt, C.iron], signi: [X.servantO] }, p2: { lrig: [C.tama4], signi: [C.caliburn, C.flamber] } });
    expect(choices(m)).toContain('resona 1');
    play(m, 'resona 1');
    // the field holds no <Misfortune Insect> SIGNI: only the hand and the ener options
    expect(choices(m)).toEqual(['mode 1', 'mode 2']);
    play(m, 'mode 2');
    expect(choices(m)).toEqual(['mode 1']);
    play(m, 'mode 1');
    expect(choices(m)).toEqual(['pick wd11-014']);
    play(m, 'pick wd11-014');
    expect(choices(m)).toEqual(['discard 2']);
    play(m, 'discard 2');
    expect(zone(m, 0, 'trash')).toEqual([X.childAnt, X.workAnt]);
    expect(choices(m)).toEqual(['zone 2', 'zone 3']);
    play(m, 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual([X.servantO, X.yasudesu, '-']);
    expect(zone(m, 0, 'lrigDeck')).toEqual([]);
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
  });

  it('the field option trashes a non-Resona <Misfortune Insect> SIGNI; with one option payable it is not offered', () => {
    const m = scenario({ p1: { lrig: [X.myuu3], lrigDeck: [X.yasudesu], hand: [X.workAnt], signi: [X.soldierAnt, X.servantO, X.childAnt] } });
    play(m, 'resona 1');
    expect(choices(m)).toEqual(['mode 1', 'mode 3']);
    play(m, 'mode 3', 'mode 1');
    expect(choices(m)).toEqual(['trash signi 1', 'trash signi 3']);
    play(m, 'trash signi 1', 'discard 1', 'zone 1');
    expect(zone(m, 0, 'signi')).toEqual([X.yasudesu, X.servantO, X.childAnt]);
    expect(zone(m, 0, 'trash')).toEqual([X.soldierAnt, X.workAnt]);
    const one = scenario({ p1: { lrig: [X.myuu3], lrigDeck: [X.yasudesu], hand: [X.workAnt, C.kukri], ener: [C.iron] } });
    expect(choices(one)).not.toContain('resona 1');
    expect(game.explain!(st(one), 'resona 1')).toMatch(/2 of its play conditions/);
  });

  it('it must fit once paid: a full field needs the field option, and so does a limit only trashing frees', () => {
    const full = scenario({ p1: { lrig: [X.myuu2], lrigDeck: [X.yasudesu], hand: [X.childAnt], ener: [X.childAnt], signi: [X.workAnt, X.childAnt, X.servantO] } });
    play(full, 'resona 1');
    expect(choices(full)).toEqual(['mode 1', 'mode 2', 'mode 3']);
    play(full, 'mode 1');
    expect(choices(full)).toEqual(['mode 3']);
    play(full, 'mode 3', 'discard 1');
    expect(choices(full)).toEqual(['trash signi 1', 'trash signi 2']);
    play(full, 'trash signi 1', 'zone 1');
    expect(zone(full, 0, 'signi')).toEqual([X.yasudesu, X.childAnt, X.servantO]);
    // Myuu=Pupa (limit 5): Work Ant 2 + Work Ant 2 + Yasudesu 2 = 6, so one Work Ant must go
    const limit = scenario({ p1: { lrig: [X.myuu2], lrigDeck: [X.yasudesu], hand: [X.childAnt], ener: [X.childAnt], signi: [X.workAnt, X.workAnt] } });
    play(limit, 'resona 1', 'mode 2');
    expect(choices(limit)).toEqual(['mode 3']);
  });
});

describe('the WD11 Myuu starter deck', () => {
  it('is built in, legal under both rules, and plays whole games (its Resona and ARTS among the moves)', () => {
    const deck = deckRules.builtin.find((d) => d.id === 'wd11-myuu');
    expect(deck).toBeDefined();
    const played = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const decide = randomDecider(seedRng(`wd11-${i}`));
      const noting: SyncDecider = (ctx) => {
        const choice = decide(ctx);
        if (/^(resona|arts) /.test(choice)) played.add(choice.split(' ')[0]!);
        return choice;
      };
      const rules = i % 2 ? 'modern' : 'seed';
      const header = { game: 'wixoss', version: game.version, players: ['Ann', 'Bob'], seed: `wd11-${i}`, decks: ['wd11-myuu', 'wd11-myuu'], options: { rules }, orders: {} };
      const out = selfPlay(game, header, [noting], 4000);
      expect(out.result).toBeDefined();
    }
    expect([...played].sort()).toEqual(['arts', 'resona']);
  });
});
