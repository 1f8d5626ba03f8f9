#!/usr/bin/env node
/**
 * EAT/PAINT lock-out check (issue 13): can a seat be stuck with only `end` legal, turn after turn? Each built-in
 * deck plays N games against every built-in deck in turn (itself included), seats alternating, and a game counts
 * as a lock-out when one seat has only `end` legal for 3 of its own turns in a row. A stricter count: games in which a
 * dragonkin starts 3 own turns in a row short of energy (no trap in hand, every card costing more than its energy
 * cards; rules/stats.ts `shortOfEnergy`), whatever it could still do.
 * Usage: npm run build && node scripts/eatpaint-lockout.mjs [--random 10000] [--greedy 1000] [--decks a,b,...]
 *   [--streak 3] [--examples] (print the seed and turns of the first lock-outs found)
 */
import { game } from '../dist/games/eatpaint/index.js';
import { makeBot } from '../dist/engine/bots.js';
import { selfPlay } from '../dist/engine/selfplay.js';
import { seedRng } from '../dist/engine/rng.js';
import { shortOfEnergy } from '../dist/games/eatpaint/rules/stats.js';

const args = process.argv.slice(2);
const opt = (name, fallback) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : fallback; };
const all = game.decks.builtin.map((d) => d.id);
const decks = (opt('decks', '') || all.join(',')).split(',');
const streakLimit = Number(opt('streak', '3'));
const examples = args.includes('--examples');
const runs = [['random', Number(opt('random', '10000'))], ['greedy', Number(opt('greedy', '1000'))]].filter(([, n]) => n > 0);

/**
 * Wrap a bot so it also watches the game: a seat's own turn is "locked" when every question it is asked in that
 * turn offers only `end`. `watch.turns[seat]` gets one flag per own turn, in order.
 */
function watched(bot, watch) {
  return (ctx) => {
    const s = ctx.state;
    const seat = ctx.decision.seat;
    if (seat === s.active) {
      const onlyEnd = ctx.decision.choices.length === 1 && ctx.decision.choices[0] === 'end';
      const flags = watch.turns[seat];
      if (watch.last[seat] !== s.turn) {
        watch.last[seat] = s.turn;
        flags.push({ turn: s.turn, locked: onlyEnd, short: shortOfEnergy(s.sides[seat]) });
      }
      else if (!onlyEnd) flags[flags.length - 1].locked = false;
    }
    return bot(ctx);
  };
}

/** The longest run of own turns with `key` set (locked, or short of energy) and the turn it started on. */
function longestRun(flags, key = 'locked') {
  let best = 0, at = 0, run = 0;
  flags.forEach((f, i) => {
    run = f[key] ? run + 1 : 0;
    if (run > best) { best = run; at = flags[i - run + 1].turn; }
  });
  return { best, at };
}

const started = Date.now();
const rows = [];
const found = [];
for (const [kind, perDeck] of runs) {
  for (const deck of decks) {
    const t0 = Date.now();
    let locked = 0, lockedOwn = 0, shortOwn = 0, turns = 0, worst = 0, worstShort = 0;
    for (let i = 0; i < perDeck; i++) {
      const opp = all[i % all.length];
      const swap = Math.floor(i / all.length) % 2 === 1;
      const pair = swap ? [opp, deck] : [deck, opp];
      const mine = swap ? 1 : 0;
      const seed = `lockout-${kind}-${deck}-${i}`;
      const header = { game: 'eatpaint', version: game.version, players: ['A', 'B'], seed, decks: pair, options: {}, orders: {} };
      const rng = seedRng(`lockout-bots-${kind}-${deck}-${i}`);
      const watch = { turns: [[], []], last: [0, 0] };
      const out = selfPlay(game, header, [watched(makeBot(kind, rng), watch), watched(makeBot(kind, rng), watch)]);
      turns += out.match.state.turn;
      const runs = watch.turns.map((f) => longestRun(f));
      const short = longestRun(watch.turns[mine], 'short').best;
      worst = Math.max(worst, runs[mine].best);
      worstShort = Math.max(worstShort, short);
      if (short >= streakLimit) shortOwn++;
      const hit = runs.map((r) => r.best >= streakLimit);
      if (hit[0] || hit[1]) locked++;
      if (hit[mine]) {
        lockedOwn++;
        if (examples && found.length < 10) found.push(`${kind} ${seed}: ${pair.join(' vs ')}, seat ${mine + 1} locked ${runs[mine].best} turns from turn ${runs[mine].at} (game of ${out.match.state.turn} turns)`);
      }
    }
    rows.push({ kind, deck, games: perDeck, lockedOwn, locked, worst, shortOwn, worstShort, turns: turns / perDeck, secs: (Date.now() - t0) / 1000 });
    console.error(`${kind} ${deck}: ${lockedOwn}/${perDeck} games with this deck locked (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
}

const pct = (n, d) => `${((100 * n) / d).toFixed(2)}%`;
console.log(`| bots | deck | games | deck locked (${streakLimit}+ own turns only \`end\`) | any seat locked | longest run | deck short of energy ${streakLimit}+ turns | longest short run | turns per game |`);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.kind} | ${r.deck} | ${r.games} | ${r.lockedOwn} (${pct(r.lockedOwn, r.games)}) | ${r.locked} | ${r.worst} | ${r.shortOwn} (${pct(r.shortOwn, r.games)}) | ${r.worstShort} | ${r.turns.toFixed(1)} |`);
}
const total = rows.reduce((s, r) => s + r.games, 0);
console.log(`\n${total} games, ${rows.reduce((s, r) => s + r.lockedOwn, 0)} with the measured deck locked, ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (found.length) console.log(`\nExamples:\n${found.join('\n')}`);
