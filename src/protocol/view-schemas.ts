/**
 * The `view` of an observation, per game, as schemas (the outside convention of engine/view-data.ts): seats from 1,
 * cards by catalogue id, another seat's hidden zone as null beside its count. docs/protocol.md ("The view") says
 * what each field means; tests check every game's real views against these.
 */
import { int, nullable, obj, type Schema } from './json-schema.js';

const SEAT = int(1, 8);
const COUNT = int(0, 100_000);
const NUMBER: Schema = { type: 'integer' };
const BOOL: Schema = { type: 'boolean' };
const TEXT: Schema = { type: 'string' };
const CARD: Schema = { type: 'string', maxLength: 64 };
const CARDS: Schema = { type: 'array', items: CARD };
const list = (items: Schema): Schema => ({ type: 'array', items });
/** An object whose fields are all required except those named in `optional`. */
const record = (properties: Record<string, Schema>, optional: string[] = []): Schema =>
  obj(properties, Object.keys(properties).filter((key) => !optional.includes(key)));
/** A zone the viewer may not see: its cards or null, and its count. */
const zone = (key: string): Record<string, Schema> => ({ [key]: nullable(CARDS), [`${key}Count`]: COUNT });

const wixoss = record({
  turn: NUMBER, active: SEAT, first: SEAT, phase: TEXT, modern: BOOL,
  players: list(record({
    name: TEXT,
    lrig: nullable(record({ card: CARD, level: NUMBER, limit: NUMBER, type: TEXT, down: BOOL })),
    signi: list(nullable(record({ card: CARD, level: NUMBER, power: NUMBER, down: BOOL, lancer: BOOL }))),
    lifeCount: COUNT, deckCount: COUNT, ...zone('hand'), ...zone('lrigDeck'), ...zone('mulligan'),
    ener: CARDS, trash: CARDS, lrigTrash: CARDS, check: CARDS, seenTop: CARDS, seenLife: CARDS,
  }, ['seenTop', 'seenLife'])),
  extraTurns: COUNT, // only while extra turns follow (WX05 Mayu, Genesis Miko)
}, ['extraTurns']);

const pad = record({
  turn: NUMBER, active: SEAT, step: TEXT, combos: NUMBER, comboKinds: NUMBER, resolved: NUMBER,
  attackers: list(record({ stack: NUMBER, attack: NUMBER, damage: NUMBER, again: BOOL }, ['again'])),
  guard: nullable(record({ attacker: NUMBER, stacks: list(NUMBER) })),
  players: list(record({
    name: TEXT, ...zone('hand'), deckCount: COUNT, lifeCount: COUNT, discard: CARDS, columns: list(CARDS), stacks: list(CARDS),
    tapped: list(BOOL), limbo: CARDS, deckTop: CARDS, lifeKnown: CARDS,
  }, ['deckTop', 'lifeKnown'])),
});

const eatpaint = record({
  turn: NUMBER, active: SEAT, first: SEAT, phase: TEXT, startLife: NUMBER, dryTurns: NUMBER,
  sides: list(record({
    name: TEXT, char: CARD, side: TEXT, sub: TEXT, life: NUMBER, form: NUMBER, rest: BOOL, def: NUMBER,
    ...zone('hand'), deckCount: COUNT, trash: CARDS, heatCount: COUNT, ...zone('traps'),
    energy: list(record({ card: nullable(CARD), rest: BOOL })),
    works: list(record({ uid: NUMBER, card: CARD, ink: NUMBER, rest: BOOL, frame: nullable(CARD), pump: NUMBER, power: NUMBER, def: NUMBER, priority: BOOL })),
    ink: NUMBER, inkDiscard: NUMBER, boost: NUMBER,
  })),
  using: list(record({ seat: SEAT, card: CARD, to: TEXT })),
  attack: nullable(record({
    seat: SEAT, work: NUMBER, target: NUMBER, power: NUMBER, defense: nullable(NUMBER), base: NUMBER, delta: NUMBER, defBonus: NUMBER,
    noTraps: BOOL, trap: nullable(CARD), dealt: BOOL,
  })),
});

const midrash = record({
  round: NUMBER, active: SEAT, first: SEAT, hard: BOOL, roundLimit: nullable(NUMBER), left: list(SEAT),
  seats: list(record({
    character: CARD, mana: NUMBER, magic: NUMBER,
    slots: list(record({ waste: BOOL, under: CARDS, cards: list(record({ card: CARD, possessed: BOOL })) })),
    merits: CARDS,
  })),
  supply: list(record({ card: CARD, count: COUNT })),
  deckCounts: list(COUNT),
  discards: list(CARDS),
  reveal: nullable(record({ level: NUMBER, free: BOOL, merits: NUMBER, cards: list(record({ card: CARD, attack: NUMBER })) })),
  box: CARDS,
  solo: nullable(record({ demon: CARD, level: NUMBER, row: list(record({ card: CARD, flipped: BOOL, acted: BOOL, cover: CARDS })), unused: CARDS })),
  turnInfo: record({ peak: NUMBER, wonWar: BOOL, drought: BOOL, silence: BOOL }),
});

/** The view's schema per game id. */
export const VIEWS: Record<string, Schema> = { wixoss, pad, eatpaint, midrash };
