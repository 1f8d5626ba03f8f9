/**
 * A state copy (a bot's, a JSON load) gets the kind table it copied swapped for the shared one, so the rules' answers
 * kept per table are found once per game; a table that differs is never swapped (table/kind-table.ts).
 */
import { startMatch } from '../../../src/engine/match.js';
import { copyPlain } from '../../../src/engine/plain.js';
import { game } from '../../../src/games/wixoss/index.js';
import { kindTable } from '../../../src/games/wixoss/table/kind-table.js';
import { def } from '../../../src/games/wixoss/table/defs.js';
import type { WixossState } from '../../../src/games/wixoss/state.js';

const stateOf = (decks: string[]): WixossState =>
  startMatch(game, { game: 'wixoss', version: game.version, players: ['Ann', 'Bob'], seed: 'kinds', decks, options: {}, orders: {} }).state;

it('a copy of a state shares its kind table again, and reads the same definitions', () => {
  const s = stateOf(['white-hope', 'red-ambition']);
  expect(kindTable(s)).toBe(s.kinds);
  const copy = copyPlain(s);
  expect(copy.kinds).not.toBe(s.kinds);
  expect(kindTable(copy)).toBe(s.kinds);
  expect(copy.kinds).toBe(s.kinds);
  for (let inst = 0; inst < s.ids.length; inst++) expect(def(copy, inst)).toBe(def(s, inst));
});

it('a table of other cards is not swapped, and its definitions are its own', () => {
  const s = stateOf(['white-hope', 'red-ambition']);
  kindTable(s);
  const other = stateOf(['blue-appli', 'black-will']);
  expect(kindTable(other)).toBe(other.kinds);
  expect(other.kinds).not.toEqual(s.kinds);
  for (let inst = 0; inst < other.ids.length; inst++) expect(def(other, inst).id).toBe(other.kinds[other.ids[inst]!]);
  // A copy of the first state after the other was seen: not swapped for the other's, still read right.
  const copy = copyPlain(s);
  expect(kindTable(copy)).not.toBe(other.kinds);
  for (let inst = 0; inst < copy.ids.length; inst++) expect(def(copy, inst).id).toBe(s.kinds[s.ids[inst]!]);
});
