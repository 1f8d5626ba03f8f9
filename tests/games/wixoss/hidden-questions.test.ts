/**
 * Issue 41: whether a question is asked must not hang on cards the opponent cannot see. Each effect below once went
 * on at once when the hidden cards allowed nothing (so the opponent learnt it); now it asks whenever the same public
 * situation could allow something, offering only `done`/`skip`/the one order when nothing fits. Such a lone question
 * is marked `hiddenChoices`, so an older log that lacks its answer still replays (fillForced).
 */
import { selfPlayOptions } from '../../../src/engine/game.js';
import { parseLog, writeLog, type GameLog } from '../../../src/engine/log.js';
import { decisionOf, matchToLog, playChoice, replayLog, startMatch } from '../../../src/engine/match.js';
import { randomInt, seedRng } from '../../../src/engine/rng.js';
import { promptFor } from '../../../src/engine/public-prompt.js';
import { game } from '../../../src/games/wixoss/index.js';
import { referee } from '../../../src/games/wixoss/rules/flow.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { X } from './cards-wx02-ids.js';
import { W } from './cards-wx01-ids.js';
import { headers } from './invariant-headers.js';

const IONA4 = 'WD07-001';
const GET_BIBLE = C.getBible;
const VEGA = 'WD09-009';
const SASHE4 = 'WD09-001';
const SURPRISE = 'WD06-007';
const PYRAMID = 'WD07-009';
const IONA3 = 'WD07-002';
const ELDORA3 = 'WD06-002';

/** The question as the opponent (seat 2) reads it, and whether it is marked hiddenChoices. */
function asked(m: ReturnType<typeof scenario>): { opponentReads: string; lone: boolean } {
  const d = decisionOf(m);
  if (d.over) throw new Error('game over');
  return { opponentReads: promptFor(game, m.state, d, 1, m.header.players), lone: Boolean(d.hiddenChoices) && d.choices.length === 1 };
}

describe('questions asked whatever the hidden cards', () => {
  it('Bonya puts back looked-at cards that are all alike: asked for each card but the last, the one order offered', () => {
    const alike = scenario({ p1: { lrig: [C.tama1], hand: [C.bonya], deck: [C.kukri, C.kukri, C.kukri, C.caliburn] } });
    const mixed = scenario({ p1: { lrig: [C.tama1], hand: [C.bonya], deck: [C.kukri, C.iron, C.flamber, C.caliburn] } });
    play(alike, 'summon 1 1');
    play(mixed, 'summon 1 1');
    expect(choices(alike)).toEqual(['top 1']);
    expect(asked(alike)).toEqual({ opponentReads: asked(mixed).opponentReads, lone: true });
    play(alike, 'top 1');
    expect(choices(alike)).toEqual(['top 1']); // two left: asked again; the last goes by itself
    play(alike, 'top 1');
    expect(choices(alike)).not.toContain('top 1');
    expect(zone(alike, 0, 'deck')).toEqual([C.kukri, C.kukri, C.kukri, C.caliburn]);
  });

  it('Surprise With Me puts back life cloth that are all alike: asked for each but the last', () => {
    const m = scenario({ p1: { lrig: [ELDORA3], lrigDeck: [SURPRISE], life: [C.iron, C.iron, C.iron, C.iron, C.romail] } });
    play(m, 'arts 1');
    expect(choices(m)).toEqual(['cloth 1']);
    expect(asked(m).lone).toBe(true);
    play(m, 'cloth 1', 'cloth 1', 'cloth 1');
    expect(choices(m)).not.toContain('cloth 1');
  });

  it('Get Bible: a search with no SIGNI in the deck still asks, `done` alone', () => {
    const m = scenario({ p1: { hand: [GET_BIBLE], ener: [C.kukri], deck: [C.jetting, C.jetting] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['done']);
    expect(asked(m).lone).toBe(true);
    play(m, 'done');
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(zone(m, 0, 'deck')).toHaveLength(2);
  });

  it('Vega: a search that puts a SIGNI onto the field asks with none in the deck, `done` alone', () => {
    const m = scenario({ p1: { lrig: [SASHE4], hand: [VEGA], ener: [C.kukri], deck: [C.iron, C.iron] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(choices(m)).toEqual(['done']);
    expect(asked(m).lone).toBe(true);
    play(m, 'done');
    expect(zone(m, 0, 'signi')).toEqual([VEGA, '-', '-']);
  });

  it('Code Anti Kythera: revealed cards with no <Ancient Weapon> SIGNI still ask which to take, `done` alone', () => {
    const m = scenario({ p1: { signi: [X.kythera], deck: [C.kooni, C.cosmo, C.belze, C.carry] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['done']);
    expect(asked(m).lone).toBe(true);
    play(m, 'done');
    expect(zone(m, 0, 'hand')).toEqual([]);
  });

  it('Pyramid: looked-at cards with no white or black SIGNI still ask which to show and take, `done` alone', () => {
    const m = scenario({ p1: { lrig: [IONA3], signi: [PYRAMID], deck: [C.iron, C.sc, C.bronda, C.kukri] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['done']);
    expect(asked(m).lone).toBe(true);
    play(m, 'done');
    expect(choices(m)).toEqual(['top 1', 'top 2', 'top 3']); // then the put-back, as before
  });

  it('Code Art CPU: with cards in hand but no <Electric Machine> SIGNI, its on-play cost is asked, `skip` alone', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], hand: [X.cpu, C.iron], deck: [C.jv, C.drs] }, p2: { signi: [C.iron] } });
    const can = scenario({ p1: { lrig: [C.piruluk3], hand: [X.cpu, C.sc], deck: [C.jv, C.drs] }, p2: { signi: [C.iron] } });
    play(m, 'summon 1 1');
    play(can, 'summon 1 1');
    expect(choices(m)).toEqual(['skip']);
    expect(choices(can)).toEqual(['use', 'skip']);
    expect(asked(m)).toEqual({ opponentReads: asked(can).opponentReads, lone: true });
    play(m, 'skip');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    // With no card left in hand the opponent knows it cannot be paid: not asked.
    const empty = scenario({ p1: { lrig: [C.piruluk3], hand: [X.cpu], deck: [C.jv, C.drs] }, p2: { signi: [C.iron] } });
    play(empty, 'summon 1 1');
    expect(choices(empty)).not.toContain('skip');
  });

  it('Costaric\'s Burst: with no <Ancient Weapon> SIGNI in hand the discard is asked, `done` alone, and nothing is drawn', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: ['WX03-034'], hand: [C.kooni], deck: [C.iron, C.kukri] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['done']);
    expect(asked(m).lone).toBe(true);
    play(m, 'done');
    expect(zone(m, 1, 'hand')).toEqual([C.kooni]);
  });

  // A state guessed for the opponent (determinize: the hand resampled after the ability was chosen) may lack the
  // card the cost needs; the question stays, `skip`/`done` alone, so the opponent's view does not move.
  it('Midoriko, War Empress: the discard cost is asked even in a hand that cannot pay it; `skip` drops the effect', () => {
    const m = scenario({ p1: { lrig: [W.midori4], hand: [C.iron, W.swallow], signi: [W.eagle] } });
    play(m, 'act lrig');
    expect(choices(m)).toEqual(['discard 2']);
    const prompt = (decisionOf(m) as { prompt: string }).prompt;
    st(m).players[0]!.hand.splice(1, 1); // the guessed hand: Iron only
    referee.settle(st(m));
    expect(choices(m)).toEqual(['skip']);
    expect(asked(m).lone).toBe(true);
    expect((decisionOf(m) as { prompt: string }).prompt).toBe(prompt);
    play(m, 'skip');
    expect(st(m).mods).toEqual([]); // no +10000: the effect was not paid for
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
  });

  it('Iona Full: the white SIGNI discard is asked even in a hand left with none, `done` alone', () => {
    const m = scenario({ p1: { lrig: [IONA4], hand: [C.cosmo, C.flamber, C.iron], ener: [C.kooni] }, p2: { signi: [C.bronda, C.silvan] } });
    play(m, 'act lrig', 'pay auto', 'target 2', 'discard 1');
    expect(choices(m)).toEqual(['discard 1']);
    st(m).players[0]!.hand.splice(0, 1); // the guessed hand: Iron only (Flamber, the white SIGNI, gone)
    referee.settle(st(m));
    expect(choices(m)).toEqual(['done']);
    expect(asked(m).lone).toBe(true);
    play(m, 'done');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
  });
});

describe('older logs, written while these questions were skipped', () => {
  it('replay to the same game: the lone answers they lack are filled in (fillForced)', () => {
    // Random games between the starters until one asks such a lone question; its log without those answers is the
    // log an older cardref wrote.
    const header = headers('seed');
    for (let i = 0; i < 40; i++) {
      const given = header(i);
      const match = startMatch(game, { ...given, options: selfPlayOptions(game, given.options) });
      const rng = seedRng(`older-${i}`);
      const lone: number[] = [];
      for (let step = 0; step < 3000; step++) {
        const d = decisionOf(match);
        if (d.over) break;
        if (d.hiddenChoices && d.choices.length === 1) lone.push(match.moves.length);
        playChoice(match, d.choices[randomInt(rng, d.choices.length)]!);
      }
      if (lone.length === 0 || !decisionOf(match).over) continue;
      const now = matchToLog(match);
      const older: GameLog = { ...now, moves: now.moves.filter((_, k) => !lone.includes(k)) };
      const replayed = replayLog(game, parseLog(writeLog(older)));
      expect(replayed.failure).toBeUndefined();
      expect(replayed.resultMismatch).toBeUndefined();
      expect(replayed.played).toBe(older.moves.length);
      expect(replayed.match.moves.map((m) => m.choice)).toEqual(match.moves.map((m) => m.choice));
      expect(JSON.stringify(replayed.match.state)).toBe(JSON.stringify(match.state));
      return;
    }
    throw new Error('no game asked a lone question');
  });
});
