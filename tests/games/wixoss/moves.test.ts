/**
 * WIXOSS's move table (moves.ts, issue 42): the log's notations read and written back, the older spellings of an
 * effect's own-SIGNI pick read as `target own k` only when that is what is legal, and the usage lines.
 */
import { MOVES } from '../../../src/games/wixoss/moves.js';

describe('WIXOSS moves', () => {
  it('`act` names its ability only when it is not the first', () => {
    expect(MOVES.parse('act 2')).toEqual({ verb: 'act', args: { zone: 2, ability: 1 } });
    expect(MOVES.parse('act 2 2')).toEqual({ verb: 'act', args: { zone: 2, ability: 2 } });
    expect(MOVES.parse('act lrig')).toEqual({ verb: 'act lrig', args: { ability: 1 } });
    expect(MOVES.parse('act trash 4 2')).toEqual({ verb: 'act trash', args: { n: 4, ability: 2 } });
    for (const text of ['act 2', 'act 2 2', 'act lrig', 'act lrig 3', 'act trash 4', 'act trash 4 2']) expect(MOVES.write(MOVES.parse(text)!)).toBe(text);
  });

  it('reads each notation of the log into its verb', () => {
    const verbs = ['summon 3 2', 'ener signi 1', 'ener 4', 'trash signi 2', 'attack lrig', 'attack 3', 'pay auto', 'pay 2', 'target lrig',
      'target 1', 'target own 1', 'pick wx01-001', 'cloth trash', 'cloth 2', 'no guard', 'no burst', 'declare 0', 'pass'].map((text) => MOVES.parse(text)?.verb);
    expect(verbs).toEqual(['summon', 'ener signi', 'ener', 'trash signi', 'attack lrig', 'attack', 'pay auto', 'pay', 'target lrig',
      'target', 'target own', 'pick', 'cloth trash', 'cloth', 'no guard', 'no burst', 'declare', 'pass']);
  });

  it('older logs: `own k` and an own-only `target k` are `target own k`; a legal `target k` stays the other player\'s', () => {
    expect(MOVES.aliasOf('own 2', ['target 1', 'target own 2'])).toBe('target own 2');
    expect(MOVES.aliasOf('target 2', ['target own 1', 'target own 2'])).toBe('target own 2');
    expect(MOVES.aliasOf('target 2', ['target 2', 'target own 2'])).toBeUndefined();
  });

  it('says how a misshapen move is written', () => {
    expect(MOVES.shapeProblem('summon 1')).toBe('the move is written "summon <hand card> <zone 1-3>"');
    expect(MOVES.usage('act')).toBe('act <zone 1-3> [<ability>] / act lrig [<ability>] / act trash <trash card> [<ability>]');
  });
});
