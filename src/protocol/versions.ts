/**
 * What differs with the version a client said in `hello` (docs/protocol.md, "Versions"). Version 2 numbers the
 * board's seats from 1 (`viewer`, each section's `seat`), as every other seat in the protocol; a client of version 1
 * still reads them from 0, as it always did. Everything else is the same for both.
 */
import type { Board } from '../engine/board.js';
import type { Observation } from './observe.js';

export function observationFor(client: number, observation: Observation): Observation {
  return client >= 2 ? observation : { ...observation, board: zeroBasedBoard(observation.board) };
}

function zeroBasedBoard(board: Board): Board {
  return {
    ...board,
    ...(typeof board.viewer === 'number' ? { viewer: board.viewer - 1 } : {}),
    ...(board.sections ? { sections: board.sections.map((section) => (section.seat === undefined ? section : { ...section, seat: section.seat - 1 })) } : {}),
  };
}
