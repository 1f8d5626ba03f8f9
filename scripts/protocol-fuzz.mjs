#!/usr/bin/env node
// Hostile requests against the protocol server (docs/protocol.md): bad JSON, deep nesting, wrong types, huge
// strings, unknown game ids, moves for the wrong seat, acting after the end, prototype keys. Every request must get
// a response that fits its schema, the server must keep serving, and no response to a seat may depend on what that seat cannot
// see: each seat-addressed request is also sent to a twin server whose game has everything hidden from that seat
// resampled, and the answers are compared.
//
//   node scripts/protocol-fuzz.mjs [--requests 10000] [--seed 1] [--json]     (after npm run build)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { GAMES } = await import(join(root, 'dist/games/index.js'));
const { ProtocolServer } = await import(join(root, 'dist/protocol/server.js'));
const { Table } = await import(join(root, 'dist/protocol/table.js'));
const { responsesFor, MAX_LINE_BYTES, validate } = await import(join(root, 'dist/protocol/schema.js'));
const { determinizeFor } = await import(join(root, 'dist/engine/determinize.js'));
const { seedRng, randomInt } = await import(join(root, 'dist/engine/rng.js'));
const { setContentLang } = await import(join(root, 'dist/engine/i18n.js'));

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1];
};
const total = Number(arg('requests', 10000));
const rng = seedRng(`fuzz:${arg('seed', '1')}`);
const pick = (xs) => xs[randomInt(rng, xs.length)];
const chance = (p) => randomInt(rng, 1000) < p * 1000;

setContentLang('en');
const games = await Promise.all(GAMES.map((g) => g.load()));
const server = new ProtocolServer({ games, maxGames: 8 });
const twin = new ProtocolServer({ games });
for (const s of [server, twin]) s.handle({ type: 'hello', protocol: 1 });
let client = 1;

const problems = [];
const counts = { requests: 0, errors: 0, ok: 0, compared: 0, started: 0, finished: 0 };
const problem = (what, line, response) => {
  if (problems.length < 20) problems.push({ what, request: line.slice(0, 300), response: String(response).slice(0, 300) });
};

function openIds() { return [...server.tables.keys()]; }

function junkString() {
  return pick([
    () => '', () => ' ', () => 'x'.repeat(randomInt(rng, 3000)), () => '\u0000\u0001\u001b[2J', () => '💥'.repeat(200),
    () => '__proto__', () => 'constructor', () => 'toString', () => 'resign', () => 'pass', () => 'g1', () => 'g999',
    () => String.fromCharCode(...Array.from({ length: 20 }, () => randomInt(rng, 0x3000))),
  ])();
}
function junkValue(depth = 0) {
  return pick([
    () => junkString(), () => randomInt(rng, 20) - 5, () => 1.5, () => -0, () => 1e308, () => null, () => true,
    () => (depth > 2 ? [] : Array.from({ length: randomInt(rng, 4) }, () => junkValue(depth + 1))),
    () => (depth > 2 ? {} : Object.fromEntries(Array.from({ length: randomInt(rng, 3) }, () => [junkString().slice(0, 20), junkValue(depth + 1)]))),
  ])();
}

/** A legal move for some open game's deciding seat, or undefined. */
function legalAct() {
  const ids = openIds();
  if (ids.length === 0) return undefined;
  const gameId = pick(ids);
  const table = server.tables.get(gameId);
  const decision = table.game.decision(table.match.state);
  if (decision.over || table.match.resigned !== undefined) return { type: 'act', gameId, seat: 1, move: 'pass' }; // acting after the end
  return { type: 'act', gameId, seat: decision.seat + 1, move: pick(decision.choices) };
}

function hostile() {
  const ids = openIds();
  const gameId = chance(0.8) && ids.length > 0 ? pick(ids) : junkString().slice(0, 30);
  const table = server.tables.get(gameId);
  const seats = table ? table.players.length : 2;
  const seat = chance(0.85) ? 1 + randomInt(rng, seats) : junkValue();
  return pick([
    // bad JSON and non-objects
    () => pick(['{', '}', '{"type":', 'null', '[]', '"hello"', '42', '{"type":"act",,}', '\u0000', '{"type":"hello","protocol":1}}', "{'type':'hello'}"]),
    () => JSON.stringify(junkValue()),
    () => (chance(0.5) ? `${'['.repeat(100_000)}${']'.repeat(100_000)}` : `{"type":"act","gameId":"g1","seat":1,"move":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`),
    // wrong types and unknown fields
    () => JSON.stringify({ type: pick(['observe', 'act', 'undo', 'log', 'end', 'start', 'load', 'hello', 'nope', 'constructor', '__proto__']), gameId: junkValue(), seat: junkValue(), move: junkValue() }),
    () => JSON.stringify({ type: 'act', gameId, seat, move: junkValue() }),
    () => JSON.stringify({ type: 'observe', gameId, seat, extra: 1 }),
    () => `{"type":"start","game":"wixoss","options":{"__proto__":"x","constructor":"y"}}`,
    () => JSON.stringify({ type: 'start', game: pick(['wixoss', 'pad', 'eatpaint', 'midrash', 'chess', junkString()]), players: junkValue(), decks: junkValue(), seed: junkValue(), first: junkValue() }),
    () => JSON.stringify({ type: 'start', game: 'wixoss', decks: [junkString(), '4 Servant O\n[lrig]\n1 nothing'] }),
    () => JSON.stringify({ type: 'load', log: pick([junkString(), 'game: wixoss\nplayers: A, B\n\nA: summon 1 1\n', 'game: midrash\nplayers: A\norder.1: x\n', `game: ${junkString()}`]) }),
    // huge strings
    () => JSON.stringify({ type: 'act', gameId, seat, move: 'x'.repeat(2000 + randomInt(rng, 200_000)) }),
    () => (chance(0.05) ? `{"type":"log","gameId":"${'y'.repeat(MAX_LINE_BYTES)}"}` : JSON.stringify({ type: 'hello', protocol: 1, client: 'z'.repeat(10_000) })),
    // the right shape at the wrong moment: unknown ids, wrong seats, random moves, undo, end
    () => JSON.stringify({ type: pick(['observe', 'undo', 'log', 'end']), gameId: pick(['g0', 'g999999', 'G1', ' g1', ...ids]), seat: 1 }),
    () => JSON.stringify({ type: 'act', gameId, seat, move: junkString().slice(0, 200) }),
    () => JSON.stringify({ type: 'act', gameId, seat, move: table ? wrongSeatMove(table) : 'pass' }),
    () => JSON.stringify({ type: 'undo', gameId, seat }),
    () => JSON.stringify({ type: 'observe', gameId, seat }),
    () => JSON.stringify({ type: 'hello', protocol: pick([0, 2, -1, 1.5]) }),
  ])();
}

/** A move that is legal for the deciding seat, sent as another seat. */
function wrongSeatMove(table) {
  const decision = table.game.decision(table.match.state);
  return decision.over ? 'pass' : pick(decision.choices);
}

/**
 * The answer of a twin whose game has everything hidden from the request's seat resampled, asked before the real
 * server acts (acting changes the game); undefined when the request names no open game and seat.
 */
function twinAnswer(request) {
  const table = server.tables.get(request.gameId);
  if (!table || !Number.isInteger(request.seat) || request.seat < 1 || request.seat > table.players.length) return undefined;
  const state = determinizeFor(table.game, table.match.state, request.seat - 1, seedRng(`twin${counts.requests}`));
  state.events = table.match.state.events;
  twin.tables.set(request.gameId, new Table({ ...table.match, state, moves: [...table.match.moves] }));
  return twin.handle(request);
}

/** The real and the twin's answers must agree on everything the seat is told. */
function compareAnswers(request, response, other) {
  counts.compared++;
  let same;
  if (request.type === 'observe' && response.ok) {
    // Moves and their descriptions; views and boards are compared in tests/protocol/hidden-info.test.ts.
    same = JSON.stringify(other.observation.moves) === JSON.stringify(response.observation.moves) && other.observation.decision?.seat === response.observation.decision?.seat;
  } else if (request.type === 'act' && response.ok) {
    // The move's own description; its events may show newly drawn cards, which do differ.
    same = other.text === response.text && other.move === response.move;
  } else same = JSON.stringify(other) === JSON.stringify(response);
  if (!same) problem('answer depends on what the seat cannot see', JSON.stringify(request), `${JSON.stringify(response).slice(0, 140)} vs ${JSON.stringify(other).slice(0, 140)}`);
}

for (let i = 0; i < total; i++) {
  counts.requests++;
  let line;
  let legal = false;
  if (openIds().length < 3 && chance(0.3)) {
    line = JSON.stringify({ type: 'start', game: pick(games).id, seed: `f${i}` });
    legal = true;
  } else if (chance(0.25)) {
    const act = legalAct();
    if (act) { line = JSON.stringify(act); legal = true; } else line = hostile();
  } else if (chance(0.01) && openIds().length > 0) {
    line = JSON.stringify({ type: 'end', gameId: pick(openIds()) });
    legal = true;
  } else line = hostile();
  let request;
  try { request = JSON.parse(line); } catch { request = undefined; }
  const before = request?.type === 'act' && server.tables.get(request.gameId);
  const wasOver = before ? before.game.decision(before.match.state).over || before.match.resigned !== undefined : false;
  const seatAddressed = request && typeof request === 'object' && ['observe', 'act', 'undo'].includes(request.type) && !legal;
  const other = seatAddressed ? twinAnswer(request) : undefined;
  let out;
  try {
    out = server.handleLine(line);
  } catch (error) {
    problem('the server threw', line, error?.stack ?? error);
    continue;
  }
  let response;
  try { response = JSON.parse(out); } catch { problem('response is not JSON', line, out); continue; }
  // The version the client said last decides the form of an observation (version 1: the board's seats from 0).
  if (response.type === 'hello' && response.ok) client = request.protocol;
  const schema = responsesFor(client)[response.type];
  const bad = schema ? validate(schema, response) : `unknown response type ${response.type}`;
  if (bad) problem(`response off its schema: ${bad}`, line, out);
  if (response.code === 'internal') problem('internal error', line, out);
  if (wasOver && response.ok) problem('a move was accepted after the end', line, out);
  if (other) compareAnswers(request, response, other);
  if (response.ok) counts.ok++; else counts.errors++;
  if (response.type === 'start' && response.ok) counts.started++;
  if (response.type === 'act' && response.over) counts.finished++;
  if (response.ok && response.type === 'act' && response.over) server.handle({ type: 'observe', gameId: request.gameId, seat: 1 });
}
// Still serving.
const last = server.handle({ type: 'hello', protocol: 1 });
if (!last.ok) problem('the server stopped answering', 'hello', JSON.stringify(last));

const summary = { ...counts, problems };
if (process.argv.includes('--json')) console.log(JSON.stringify(summary, null, 2));
else {
  console.log(`${counts.requests} requests: ${counts.errors} error responses, ${counts.ok} ok; ${counts.started} games started, ${counts.finished} finished; ${counts.compared} answers compared with a resampled twin`);
  for (const p of problems) console.log(`PROBLEM: ${p.what}\n  request: ${p.request}\n  response: ${p.response}`);
  console.log(problems.length === 0 ? 'clean' : `${problems.length} problem(s)`);
}
process.exitCode = problems.length === 0 ? 0 : 1;
