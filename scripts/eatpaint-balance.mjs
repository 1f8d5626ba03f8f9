#!/usr/bin/env node
/**
 * EAT/PAINT balance: bot self-play of every pair of built-in decks (character x sub-deck), seats alternating,
 * printing the win rate of the row deck against the column deck (draws count half).
 * Usage: npm run build && node scripts/eatpaint-balance.mjs [--games 40] [--bots greedy|random|mcts] [--markdown]
 *   [--iterations 60] (mcts only) [--decks a,b,...] (only these decks) [--focus a,b,...] (only pairings that involve
 *   one of these decks) [--pairs a:b,c:d] (only these pairings) [--progress] (each pairing's score on stderr as it ends)
 */
import { game } from '../dist/games/eatpaint/index.js';
import { makeBot } from '../dist/engine/bots.js';
import { selfPlay } from '../dist/engine/selfplay.js';
import { seedRng } from '../dist/engine/rng.js';

const args = process.argv.slice(2);
const opt = (name, fallback) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : fallback; };
const gamesPerPair = Number(opt('games', '40'));
const bots = opt('bots', 'greedy');
const markdown = args.includes('--markdown');
const decks = (opt('decks', '') || game.decks.builtin.map((d) => d.id).join(',')).split(',');
const focus = opt('focus', '') ? opt('focus', '').split(',') : decks;
const pairs = opt('pairs', '') ? opt('pairs', '').split(',').map((p) => p.split(':').sort().join(':')) : undefined;
const mcts = { iterations: Number(opt('iterations', '60')) };
const progress = args.includes('--progress');

const started = Date.now();
const rate = {};
let games = 0, draws = 0, turns = 0, unfinished = 0;
for (let a = 0; a < decks.length; a++) {
  for (let b = a + 1; b < decks.length; b++) {
    if (!focus.includes(decks[a]) && !focus.includes(decks[b])) continue;
    if (pairs && !pairs.includes([decks[a], decks[b]].sort().join(':'))) continue;
    const pairStarted = Date.now();
    let scoreA = 0;
    for (let i = 0; i < gamesPerPair; i++) {
      // Alternate seats so SPD and the first-player edge are shared out.
      const swap = i % 2 === 1;
      const pair = swap ? [decks[b], decks[a]] : [decks[a], decks[b]];
      const header = { game: 'eatpaint', version: game.version, players: ['A', 'B'], seed: `balance-${pair[0]}-${pair[1]}-${i}`, decks: pair, options: {}, orders: {} };
      const rng = seedRng(`balance-bots-${a}-${b}-${i}`);
      const out = selfPlay(game, header, [makeBot(bots, rng, mcts), makeBot(bots, rng, mcts)]);
      games++;
      turns += out.match.state.turn;
      if (!out.result) { unfinished++; scoreA += 0.5; continue; }
      if (out.result.winners.length === 0) { draws++; scoreA += 0.5; continue; }
      const winnerIsA = (out.result.winners[0] === 0) !== swap;
      if (winnerIsA) scoreA++;
    }
    rate[`${decks[a]}|${decks[b]}`] = scoreA / gamesPerPair;
    if (progress) console.error(`${decks[a]} vs ${decks[b]}: ${scoreA}-${gamesPerPair - scoreA} (${((Date.now() - pairStarted) / 1000).toFixed(0)} s)`);
    rate[`${decks[b]}|${decks[a]}`] = 1 - scoreA / gamesPerPair;
  }
}

const pct = (x) => `${Math.round(x * 100)}`;
const cell = (d, e) => (e === d ? '—' : rate[`${d}|${e}`] === undefined ? '·' : pct(rate[`${d}|${e}`]));
const overall = decks.map((d) => {
  const measured = decks.filter((e) => rate[`${d}|${e}`] !== undefined).map((e) => rate[`${d}|${e}`]);
  return measured.length ? measured.reduce((s, x) => s + x, 0) / measured.length : NaN;
});
/** 95% Wilson interval of a win rate over gamesPerPair games (draws counted as half a win). */
function interval(p) {
  const n = gamesPerPair, z = 1.96, z2 = z * z;
  const mid = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [mid - half, mid + half];
}
const inBand = Object.values(rate).filter((x) => x >= 0.35 && x <= 0.65).length;
if (markdown) {
  console.log(`| row vs column | ${decks.join(' | ')} | overall |`);
  console.log(`|---|${decks.map(() => '---:').join('|')}|---:|`);
  decks.forEach((d, i) => console.log(`| ${d} | ${decks.map((e) => cell(d, e)).join(' | ')} | ${pct(overall[i])} |`));
} else {
  const w = Math.max(...decks.map((d) => d.length));
  console.log(`${''.padEnd(w)} ${decks.map((d) => d.slice(0, 6).padStart(6)).join(' ')}  overall`);
  decks.forEach((d, i) => console.log(`${d.padEnd(w)} ${decks.map((e) => cell(d, e)).map((s) => s.padStart(6)).join(' ')}  ${pct(overall[i]).padStart(6)}`));
}
const outside = Object.entries(rate).filter(([, x]) => x < 0.35 || x > 0.65).map(([key, x]) => {
  const [lo, hi] = interval(x);
  return `${key.replace('|', ' vs ')} ${pct(x)} (95% ${pct(lo)}-${pct(hi)}${hi >= 0.35 && lo <= 0.65 ? ', overlaps the band' : ''})`;
});
const botLabel = bots === 'mcts' ? `mcts bots, ${mcts.iterations} iterations` : `${bots} bots`;
console.log(`\n${games} games (${gamesPerPair} per pair, ${botLabel}), ${draws} draws, ${unfinished} unfinished, ${(turns / games).toFixed(1)} turns per game, ` +
  `${inBand}/${Object.keys(rate).length} directed pairings within 35-65%, ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (outside.length) console.log(`Outside 35-65%: ${outside.join('; ')}.`);
