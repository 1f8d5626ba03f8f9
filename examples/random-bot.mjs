#!/usr/bin/env node
// A bot for cardref's bot protocol (docs/protocol.md, "External bots"), in plain Node.js with no dependencies.
// It plays any game: for each "decide" line it picks one of the legal moves at random and answers {"move": …}.
//
//   cardref play wixoss --bot 2=cmd:"node examples/random-bot.mjs"
//   cardref sim midrash --games 20 --bots cmd:"node examples/random-bot.mjs",random
//
// Set RANDOM_BOT_SEED to a number for the same moves every run: each game starts the generator again from that seed
// and the game's number ("game-start"), so `sim --workers N`, where each worker runs its own copy of the bot for a
// share of the games, gives the same results as one worker.
import { createInterface } from 'node:readline';

const baseSeed = Number(process.env.RANDOM_BOT_SEED ?? Math.floor(Math.random() * 2 ** 31)) >>> 0;
let seed = baseSeed;
// mulberry32: a small seeded generator, so a run can be repeated.
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const message = JSON.parse(line);
  // "hello", "game-start" and "game-end" need no answer; every "decide" gets exactly one line back. Types this bot
  // does not know are skipped, as the protocol asks: a later version may add some.
  if (message.type === 'game-start') seed = (baseSeed + message.number * 0x9e3779b9) >>> 0;
  if (message.type !== 'decide') return;
  const { moves } = message.observation;
  const pick = moves[Math.floor(random() * moves.length)];
  process.stdout.write(`${JSON.stringify({ move: pick.move })}\n`);
});
