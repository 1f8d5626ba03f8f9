/**
 * EAT/PAINT's move table (src/games/eatpaint/moves.ts, issue 42): the log's notation read and written back, the
 * sentence of each move for the mover and for the other seat (a hand card or a set trap stays hidden), and the
 * card's own words for what a move does.
 */
import { setContentLang } from '../../../src/engine/i18n.js';
import { game } from '../../../src/games/eatpaint/index.js';
import { MOVES } from '../../../src/games/eatpaint/moves.js';
import { choices, energy, midGame, play, seatToDecide, setSide, st, work } from './helpers.js';

afterEach(() => setContentLang('en'));

describe('EAT/PAINT moves: the notation', () => {
  it('reads every verb of the logs and writes it back byte for byte', () => {
    const texts = ['main', 'charge', 'end', 'play 3', 'set 1', 'activate 2', 'skill 1', 'attack 1', 'rest 2', 'release 3',
      'trap 1', 'no trap', 'pay 4', 'pay extra', 'no extra', 'target 2', 'pick 12'];
    for (const text of texts) {
      const move = MOVES.parse(text);
      expect(move).toBeDefined();
      expect(MOVES.write(move!)).toBe(text);
    }
    expect(MOVES.parse('pay 4')).toEqual({ verb: 'pay', args: { n: 4 } });
    expect(MOVES.parse('pay extra')).toEqual({ verb: 'pay extra', args: {} });
    expect(game.moves).toBe(MOVES);
  });

  it('refuses a text of another shape and says the verb\'s forms', () => {
    for (const text of ['play', 'play x', 'play 1 2', 'pay', 'no', 'end now', 'trap trap']) expect(MOVES.parse(text)).toBeUndefined();
    expect(MOVES.shapeProblem('pay x')).toBe('the move is written "pay <number from the list> / pay extra"');
    setContentLang('zh');
    expect(MOVES.shapeProblem('attack')).toBe('着法格式为 "attack <作品编号>"');
  });
});

describe('EAT/PAINT moves: what each says', () => {
  it('activating an energy card says the effect it uses again', () => {
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { energy: energy('bara'), life: 5 });
    expect(choices(m)).toContain('activate 1');
    expect(game.describe(m.state, 'activate 1')).toBe('Rest Rose Rebirth in the energy zone to use its effect again: Gain 1 life (not above your starting life).');
    setContentLang('zh');
    expect(game.describe(m.state, 'activate 1')).toMatch(/^将能量区的.+横置，再次使用其效果：.+/);
  });

  it('a work that does something when it attacks or is released says so; one that does nothing says only the move', () => {
    const m = midGame(['sabil-apra', 'aika-red'], 1);
    setSide(m, 1, { works: [work('demeck', 1), work('prometheus', 1), work('leol', 1)] });
    expect(choices(m)).toEqual(expect.arrayContaining(['attack 1', 'release 2', 'release 3']));
    expect(game.describe(m.state, 'attack 1')).toBe('Attack with Demeck (#1): When it attacks: +1 power.');
    expect(game.describe(m.state, 'release 2')).toBe("Release Prometheus's Stern Love (#2) to the trash: Release: draw 2.");
    expect(game.describe(m.state, 'attack 3')).toBe('Attack with Leol (#3).');
    expect(game.describe(m.state, 'release 3')).toBe('Release Leol (#3) to the trash.');
  });

  it('a hand card played or set is named to its owner only; the other seat and a spectator read its number', () => {
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { hand: ['higan', 'bara'], life: 5 });
    expect(choices(m)).toEqual(expect.arrayContaining(['set 1', 'play 2']));
    for (const viewer of [undefined, 0] as const) {
      expect(game.describe(m.state, 'set 1', viewer)).toBe('Set Red Spider Lily face down as a trap.');
      expect(game.describe(m.state, 'play 2', viewer)).toMatch(/^Use Rose Rebirth: /);
    }
    for (const viewer of [1, null] as const) {
      expect(game.describe(m.state, 'set 1', viewer)).toBe('Set card 1 from hand face down as a trap.');
      expect(game.describe(m.state, 'play 2', viewer)).toBe('Use card 2 from hand.');
    }
  });

  it('a trap sprung in the attacker\'s turn is named to the defender only', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: ['meteor'], energy: energy('bara', 'kaikyu') });
    setSide(m, 1, { traps: ['asatsuyu'], life: 10, rest: false });
    play(m, 'play 1', 'pay 2');
    expect(seatToDecide(m)).toBe(1);
    expect(st(m).attack?.seat).toBe(0);
    expect(game.describe(m.state, 'trap 1')).toBe('Reveal Forgotten Dew: Before damage: +2 defense.');
    expect(game.describe(m.state, 'trap 1', 1)).toBe('Reveal Forgotten Dew: Before damage: +2 defense.');
    expect(game.describe(m.state, 'trap 1', 0)).toBe('Reveal face-down trap 1.');
    expect(game.describe(m.state, 'trap 1', null)).toBe('Reveal face-down trap 1.');
  });
});
