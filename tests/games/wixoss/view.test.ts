/** view hides what a seat may not see; determinize really resamples it; render, describe and evaluate. */
import { startMatch } from '../../../src/engine/match.js';
import { cellText } from '../../../src/engine/board.js';
import { randomInt, seedRng } from '../../../src/engine/rng.js';
import { selfPlay } from '../../../src/engine/selfplay.js';
import { game } from '../../../src/games/wixoss/index.js';
import type { WixossView } from '../../../src/games/wixoss/view.js';
import { CARD as C, play, scenario, st } from './helpers.js';

const started = () => {
  const m = startMatch(game, { game: 'wixoss', version: game.version, players: ['Ann', 'Bob'], seed: 'view', first: 0, decks: ['white-hope', 'red-ambition'], options: {}, orders: {} });
  play(m, 'keep', 'keep');
  return m;
};

describe('view', () => {
  it('shows own hand and LRIG deck; the opponent\'s only as counts; no life cloth, deck order or RNG', () => {
    const m = started();
    const v = game.view(st(m), 0) as WixossView;
    expect(Array.isArray(v.players[0]!.hand)).toBe(true);
    expect(Array.isArray(v.players[0]!.lrigDeck)).toBe(true);
    expect(v.players[1]!.hand).toBe(5);
    expect(v.players[1]!.lrigDeck).toBe(7);
    expect(v.players[0]!.life).toBe(7);
    expect(JSON.stringify(v)).not.toMatch(/"rng"|"deck":\[/);
    const spectator = game.view(st(m), null) as WixossView;
    expect(spectator.players.map((p) => typeof p.hand)).toEqual(['number', 'number']);
  });

  it('determinize changes the hidden zones (opponent hand, decks, life cloth) and keeps the view', () => {
    const m = started();
    const s = st(m);
    const copy = game.determinize(s, 0, seedRng(5));
    expect(copy.players[1]!.hand).not.toEqual(s.players[1]!.hand);
    expect(copy.players[1]!.deck).not.toEqual(s.players[1]!.deck);
    expect(copy.players[0]!.deck).not.toEqual(s.players[0]!.deck);
    expect(copy.players[0]!.hand).toEqual(s.players[0]!.hand);
    expect(JSON.stringify(game.view(copy, 0))).toBe(JSON.stringify(game.view(s, 0)));
    expect([...game.cardInstances(copy)].sort()).toEqual([...game.cardInstances(s)].sort());
  });

  it('a card found by a search is told only to its seat', () => {
    const m = scenario({ p1: { hand: [C.getBible], ener: [C.kukri], deck: [C.iron] } });
    play(m, 'spell 1', 'pay auto', 'pick wd02-013');
    expect(st(m).events.some((e) => /finds and shows Iron/.test(e.text))).toBe(true);
    const m2 = scenario({ p1: { hand: [C.jetting], deck: [C.iron] } });
    play(m2, 'spell 1');
    const events = st(m2).events;
    expect(events.find((e) => /Iron/.test(e.text))?.to).toBe(0);
    expect(events.some((e) => e.to === undefined && /draws 1/.test(e.text))).toBe(true);
  });
});

describe('render, describe, evaluate', () => {
  it('renders both fields, life cloth counts, ener by colour and only the viewer\'s hand', () => {
    const m = scenario({ p1: { lrig: [C.tama3], signi: [C.caliburn], ener: [C.kukri, C.servantO], hand: [C.flamber] }, p2: { hand: [C.iron] } });
    const board = game.render(game.view(st(m), 0));
    const text = JSON.stringify(board);
    expect(text).toContain('Caliburn, Greatsword L3 10000');
    expect(text).toContain('Tamayorihime, Waxing Gibbous Moon Miko L3 limit 8');
    expect(text).toContain('2 (white 1, multi 1)');
    expect(text).toContain('Flamber, Medium Sword');
    expect(text).not.toContain('Iron, Natural Stone');
    expect(board.notes.map(cellText).join(' ')).toContain('main phase');
  });

  it('describes choices as sentences', () => {
    const m = scenario({ p1: { lrig: [C.tama3], hand: [C.kukri, C.servantO] } });
    expect(game.describe(st(m), 'summon 2 2')).toBe('Summon Servant O from hand into SIGNI zone 2');
    expect(game.describe(st(m), 'pass')).toBe('End the main phase');
    // A mulligan names the card set aside to its owner only; every other seat reads "hand card N".
    const fresh = startMatch(game, { game: 'wixoss', version: game.version, players: ['Ann', 'Bob'], seed: 'view', first: 0, decks: ['white-hope', 'red-ambition'], options: {}, orders: {} });
    expect(game.describe(st(fresh), 'mulligan 1')).toBe('Set Get Bible (hand card 1) aside to shuffle back in the mulligan');
    expect(game.describe(st(fresh), 'mulligan 1', 0)).toBe('Set Get Bible (hand card 1) aside to shuffle back in the mulligan');
    expect(game.describe(st(fresh), 'mulligan 1', 1)).toBe('Set hand card 1 aside to shuffle back in the mulligan');
    expect(game.describe(st(fresh), 'mulligan 1', null)).toBe('Set hand card 1 aside to shuffle back in the mulligan');
  });

  it('evaluates life cloth first', () => {
    const ahead = scenario({ p2: { life: [C.kukri] } });
    expect(game.evaluate!(st(ahead), 0)).toBeGreaterThan(game.evaluate!(st(ahead), 1));
  });

  it('scores a card charged from the hand to the ener zone above keeping it, up to a stock of ener', () => {
    const kept = game.evaluate!(st(scenario({ p1: { hand: [C.kukri], ener: [] } })), 0);
    const charged = game.evaluate!(st(scenario({ p1: { hand: [], ener: [C.kukri] } })), 0);
    expect(charged).toBeGreaterThan(kept);
    const full = Array(8).fill(C.kukri);
    expect(game.evaluate!(st(scenario({ p1: { hand: [C.kukri], ener: full } })), 0))
      .toBeGreaterThan(game.evaluate!(st(scenario({ p1: { hand: [], ener: [...full, C.kukri] } })), 0));
  });

  it('has a sentence for every choice offered in random games', () => {
    const decks = ['white-hope', 'red-ambition', 'blue-appli', 'green-wana', 'black-will'];
    const bad = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const rng = seedRng(`describe-${i}`);
      const decider = ({ state, decision }: { state: unknown; decision: { choices: string[] } }) => {
        for (const c of decision.choices) {
          const sentence = game.describe(state as never, c);
          if (sentence === c || sentence.includes('?')) bad.add(`${c} -> ${sentence}`);
        }
        return decision.choices[randomInt(rng, decision.choices.length)]!;
      };
      const header = { game: 'wixoss', version: game.version, players: ['Ann', 'Bob'], seed: `d${i}`, decks: [decks[i % 5]!, decks[(i + 2) % 5]!], options: {}, orders: {} };
      expect(selfPlay(game, header, [decider], 20000).result).toBeDefined();
    }
    expect([...bad]).toEqual([]);
  });
});
