/**
 * docs/game-modules.md, "A fifth game": Sparks (tests/fixtures/toy-game/) is a game written by that walk-through
 * alone. It passes the conformance kit of src/engine/kit/ (the invariant suite with its JSON round trip and hidden
 * names, the transcript invariants, the move audit), reads only the engine from outside its folder, and the
 * walk-through lists exactly its files. It is in no registry: users never see it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { cardAt } from '../../src/engine/card-places.js';
import { withContentLang } from '../../src/engine/i18n.js';
import { runInvariants } from '../../src/engine/kit/invariants.js';
import { auditMoves } from '../../src/engine/kit/move-audit.js';
import { cyclingHeaders } from '../../src/engine/kit/setups.js';
import { runTranscriptInvariants } from '../../src/engine/kit/transcript-invariants.js';
import { decisionOf, playChoice, startMatch } from '../../src/engine/match.js';
import { opNameProblems } from '../../src/engine/ops.js';
import { GAMES } from '../../src/games/index.js';
import { ENTRY } from '../fixtures/toy-game/entry.js';
import { game } from '../fixtures/toy-game/index.js';
import { MOVES } from '../fixtures/toy-game/moves.js';
import type { SparksState } from '../fixtures/toy-game/state.js';

const ROOT = resolve(__dirname, '../..');
const FOLDER = join(ROOT, 'tests/fixtures/toy-game');
const headers = cyclingHeaders(game, 'fifth');

describe('a fifth game in one folder (Sparks)', () => {
  it('passes the invariant suite: conservation, hiding, JSON round trip, no hidden card named', () => {
    const report = runInvariants(game, { games: 300, seed: 5, headers, maxSteps: 200, viewEvery: 2 });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(300);
    expect(report.observations).toBeGreaterThan(1000);
  });

  it('passes the transcript invariants: its transcripts replay, a told card is checked, a private card tells nobody', () => {
    const report = runTranscriptInvariants(game, { games: 60, headers, maxSteps: 200, probes: 3 });
    expect(report.violations).toEqual([]);
    expect(report.privateProbes).toBeGreaterThan(30);
  });

  it('passes the move audit in English and Chinese, its op names being code words', () => {
    const codeWords = Object.values(game.ops!).flatMap(({ params }) => Object.entries(params).flatMap(([op, named]) => [op, ...Object.keys(named)]));
    for (const lang of ['en', 'zh'] as const) {
      const report = withContentLang(lang, () => auditMoves(game, { games: 100, headers, maxSteps: 200, seed: 'fifth', codeWords }));
      expect(report.violations).toEqual([]);
      expect(report.decisions).toBeGreaterThan(500);
    }
  });

  it('is caught by the kit when it tells a hidden card: the mover\'s sentence read by everyone', () => {
    const leaky = { ...game, describe: (state: SparksState, choice: string) => MOVES.describe(state, choice, state.active) };
    const report = auditMoves(leaky, { games: 5, headers, maxSteps: 200, seed: 'leak' });
    expect(report.violations.join('\n')).toMatch(/depends on cards hidden from it/);
  });

  it('declares its op library beside its parameters, and a card effect runs through it', () => {
    expect(opNameProblems(game.ops!.cards!.handlers, game.ops!.cards!.params)).toEqual([]);
    // Play Scouts first: the effect draws two cards to the player's hand.
    const match = startMatch(game, { ...headers(0), seed: 'scout' });
    let drew = false;
    for (let step = 0; step < 40 && !drew; step++) {
      const decision = decisionOf(match);
      if (decision.over) break;
      const state = match.state as SparksState;
      const hand = state.sides[decision.seat]!.hand;
      const scout = hand.indexOf('scout');
      const { deck, field } = state.sides[decision.seat]!;
      const [cards, left] = [hand.length + field.length, deck.length];
      playChoice(match, decision.choices[Math.max(0, scout)]!, decision);
      if (scout >= 0 && left >= 2) {
        expect([hand.length + field.length, deck.length]).toEqual([cards + 2, left - 2]);
        drew = true;
      }
    }
    expect(drew).toBe(true);
  });

  it('names a card by its place for info (cardPlaces): the own hand and any field, never another hand', () => {
    const match = startMatch(game, headers(0));
    const state = match.state as SparksState;
    expect(cardAt(game, state, 0, { zone: 'hand', n: 1 })).toBe(state.sides[0]!.hand[0]);
    expect(cardAt(game, state, 1, { zone: 'hand', n: 2 })).toBe(state.sides[1]!.hand[1]);
    expect(cardAt(game, state, 0, { zone: 'field', n: 1, owner: 1 })).toBeUndefined();
    const decision = decisionOf(match);
    if (decision.over) throw new Error('over at once');
    playChoice(match, decision.choices[0]!, decision);
    const played = (match.state as SparksState).sides[decision.seat]!.field[0];
    expect(cardAt(game, match.state, 1 - decision.seat, { zone: 'field', n: 1, owner: decision.seat })).toBe(played);
  });

  it('is listed by its entry as the registry would list it, and is in no registry', async () => {
    expect(await ENTRY.load()).toBe(game);
    expect((await ENTRY.loadRules('zh')).map((topic) => topic.id)).toEqual(game.rules.map((topic) => topic.id));
    expect(GAMES.map((entry) => entry.id)).not.toContain(ENTRY.id);
  });

  it('reads nothing outside its folder but the engine (and the registry entry type)', () => {
    const outside = new Set<string>();
    for (const file of readdirSync(FOLDER)) {
      for (const [, target] of readFileSync(join(FOLDER, file), 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const path = relative(ROOT, resolve(FOLDER, dirname(target!), target!.split('/').pop()!));
        if (!path.startsWith('tests/fixtures/toy-game/')) outside.add(path.replace(/\/[^/]+$/, '/'));
      }
    }
    expect([...outside].sort()).toEqual(['src/engine/', 'src/engine/moves/', 'src/games/']);
  });

  it('is the walk-through of docs/game-modules.md: "a fifth game in N files" lists exactly its files', () => {
    const doc = readFileSync(join(ROOT, 'docs/game-modules.md'), 'utf8');
    const section = /^## A fifth game in (\d+) files\n([\s\S]*?)(?=^## )/m.exec(doc);
    expect(section).not.toBeNull();
    const listed = [...section![2]!.matchAll(/^\d+\. `([\w.-]+)`/gm)].map((hit) => hit[1]);
    const files = readdirSync(FOLDER).sort();
    expect([...listed].sort()).toEqual(files);
    expect(Number(section![1])).toBe(files.length);
  });
});
