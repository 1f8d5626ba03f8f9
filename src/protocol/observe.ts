/** The observation the protocol sends (observe, a program bot's `decide`): built by the engine, which checks it too. */
export { observation, resultData, seen, type MoveOption, type Observation, type ResultData } from '../engine/observation.js';
