import { runInvariants } from '../../src/engine/kit/invariants.js';
import type { LogHeader } from '../../src/engine/log.js';
import { raceGame } from '../support/race-game.js';

const headers = (i: number): LogHeader => ({
  game: 'race', version: '1', players: ['A', 'B'], seed: String(i), decks: ['basic', 'basic'], options: {}, orders: {},
});

describe('invariant suite', () => {
  it('passes a correct game', () => {
    const report = runInvariants(raceGame, { games: 50, headers, maxSteps: 200, viewEvery: 1 });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(50);
    expect(Object.values(report.winners).reduce((a, b) => a + b, 0)).toBe(50);
  });

  it('catches a view that shows the opponent\'s hand', () => {
    const leaky = { ...raceGame, view: (s: Parameters<typeof raceGame.view>[0], seat: number | null) => ({ ...(raceGame.view(s, seat) as object), all: s.hands }) };
    const report = runInvariants(leaky, { games: 3, headers, maxSteps: 200, viewEvery: 1 });
    expect(report.violations.join('\n')).toMatch(/view depends on information hidden from it/);
  });

  it('catches a move that shows a hidden card without locking it against undo', () => {
    const sloppy = { ...raceGame, apply: (s: Parameters<typeof raceGame.apply>[0], c: string) => { raceGame.apply(s, c); s.revealed = false; } };
    const report = runInvariants(sloppy, { games: 3, headers, maxSteps: 200, viewEvery: 1 });
    expect(report.violations.join('\n')).toMatch(/showed seat \d hidden information but did not set state.revealed/);
  });

  it('catches legal moves that depend on hidden cards', () => {
    const psychic = { ...raceGame, decision: (s: Parameters<typeof raceGame.decision>[0]) => {
      const d = raceGame.decision(s);
      const peek = s.decks[1 - s.turn]![0]?.startsWith('5');
      return d.over || !peek ? d : { ...d, choices: [...d.choices, 'peek'] };
    } };
    const report = runInvariants(psychic, { games: 5, headers, maxSteps: 200, viewEvery: 1 });
    expect(report.violations.join('\n')).toMatch(/legal moves of seat \d depend on information hidden from it/);
  });

  it('catches lost cards', () => {
    const lossy = { ...raceGame, apply: (s: Parameters<typeof raceGame.apply>[0], c: string) => { raceGame.apply(s, c); if (c === 'end') s.decks[0]!.pop(); } };
    const report = runInvariants(lossy, { games: 3, headers, maxSteps: 200 });
    expect(report.violations.join('\n')).toMatch(/cards not conserved/);
  });

  it('catches a card swapped for another and a determinize that loses a card', () => {
    const swapped = { ...raceGame, apply: (s: Parameters<typeof raceGame.apply>[0], c: string) => {
      raceGame.apply(s, c);
      if (c === 'end' && s.decks[0]!.length > 0) s.decks[0]![0] = s.decks[0]![0]!.replace(/-/, '-x');
    } };
    expect(runInvariants(swapped, { games: 3, headers, maxSteps: 200 }).violations.join('\n')).toMatch(/cards not conserved/);
    const careless = { ...raceGame, determinize: (s: Parameters<typeof raceGame.determinize>[0], seat: number, rng: Parameters<typeof raceGame.determinize>[2]) => {
      const copy = raceGame.determinize(s, seat, rng);
      copy.decks[1 - seat]!.pop();
      return copy;
    } };
    expect(runInvariants(careless, { games: 3, headers, maxSteps: 200, viewEvery: 1 }).violations.join('\n')).toMatch(/determinize for seat \d lost or added cards/);
  });

  it('catches an unlisted choice that is accepted and a listed one that throws', () => {
    const lax = { ...raceGame, decision: (s: Parameters<typeof raceGame.decision>[0]) => {
      const d = raceGame.decision(s);
      return d.over ? d : { ...d, choices: [...d.choices, 'not-a-move'] };
    }, apply: (s: Parameters<typeof raceGame.apply>[0], c: string) => { if (c !== 'not-a-move') raceGame.apply(s, c); } };
    expect(runInvariants(lax, { games: 1, headers, maxSteps: 200 }).violations.join('\n')).toMatch(/an unlisted choice was accepted/);
    const fragile = { ...raceGame, apply: (s: Parameters<typeof raceGame.apply>[0], c: string) => {
      if (c === 'play 2') throw new Error('no second card');
      raceGame.apply(s, c);
    } };
    expect(runInvariants(fragile, { games: 3, headers, maxSteps: 200 }).violations.join('\n')).toMatch(/listed choice "play 2" threw/);
  });

  it('catches a state that is not plain JSON from the setup on', () => {
    const mapped = { ...raceGame, setup: (...args: Parameters<typeof raceGame.setup>) => Object.assign(raceGame.setup(...args), { seen: new Map() }) };
    expect(runInvariants(mapped, { games: 1, headers, maxSteps: 200 }).violations.join('\n')).toMatch(/the state after setup does not survive a JSON round trip/);
    const negativeZero = { ...raceGame, apply: (s: Parameters<typeof raceGame.apply>[0], c: string) => { raceGame.apply(s, c); (s as unknown as { drift: number }).drift = -0; } };
    expect(runInvariants(negativeZero, { games: 1, headers, maxSteps: 200 }).violations.join('\n')).toMatch(/step 0: state does not survive a JSON round trip/);
  });

  it('catches duplicate choices, state that is not plain JSON, and games that never end', () => {
    const dup = { ...raceGame, decision: (s: Parameters<typeof raceGame.decision>[0]) => {
      const d = raceGame.decision(s);
      return d.over ? d : { ...d, choices: [...d.choices, 'end'] };
    } };
    expect(runInvariants(dup, { games: 1, headers, maxSteps: 200 }).violations.join('\n')).toMatch(/duplicate choices/);
    const notJson = { ...raceGame, apply: (s: Parameters<typeof raceGame.apply>[0], c: string) => { raceGame.apply(s, c); (s as unknown as { when: Date }).when = new Date(0); } };
    expect(runInvariants(notJson, { games: 1, headers, maxSteps: 200 }).violations.join('\n')).toMatch(/JSON round trip/);
    const endless = { ...raceGame, decision: () => ({ over: false as const, seat: 0, prompt: 'x', choices: ['end'] }), apply: () => {} };
    expect(runInvariants(endless, { games: 1, headers, maxSteps: 50 }).violations.join('\n')).toMatch(/did not end within 50/);
  });

  describe('move descriptions shown to other seats (issue 12)', () => {
    const NAMES = ['Ace', 'Deuce', 'Trey', 'Cater', 'Cinque'];
    const cards = { columns: [], rows: () => NAMES.map((name, i) => ({ id: `v${i + 1}`, name, fields: {}, searchText: name })) };
    type S = Parameters<typeof raceGame.apply>[0];
    const handCard = (s: S, choice: string) => NAMES[Number(s.hands[s.turn]![Number(choice.split(' ')[1]) - 1]!.split('-')[0]) - 1]!;

    it('catches a description that names a hand card to the other seat and to a spectator', () => {
      const leaky = { ...raceGame, cards, describe: (s: S, choice: string) => (choice === 'end' ? 'End the turn' : `Play ${handCard(s, choice)}`) };
      const report = runInvariants(leaky, { games: 3, headers, maxSteps: 200, viewEvery: 1 });
      const text = report.violations.join('\n');
      expect(text).toMatch(/"play \d" is described to seat \d as "Play \w+", naming \w+ it cannot see/);
      expect(text).toMatch(/is described to a spectator as/);
      expect(text).toMatch(/the description of "play \d" shown to seat \d depends on cards hidden from it/);
    });

    it('accepts a description that names the card to the mover only', () => {
      const careful = { ...raceGame, cards, describe: (s: S, choice: string, viewer?: number | null) =>
        (choice === 'end' ? 'End the turn' : viewer === undefined ? `Play ${handCard(s, choice)}` : `Play hand card ${choice.split(' ')[1]}`) };
      const report = runInvariants(careful, { games: 20, headers, maxSteps: 200, viewEvery: 1 });
      expect(report.violations).toEqual([]);
    });
  });
});
