// The `filing` bot of scripts/strength.mjs (issue #18: "at an equal time budget the new mcts beats today's mcts"):
// the search as it was when the issue was filed (commit cd08d25), playing today's rules. It runs that commit's own
// built `dist/engine/mcts.js` (its code, speed and defaults: exploration 0.7, 200 iterations, progressive widening
// over a structuredClone one-ply ranking) on the current game object, with the evaluations of that day: the
// formulas below, which are cd08d25's `src/games/{wixoss,pad,midrash}/evaluate.ts` on today's rules helpers
// (EAT/PAINT's evaluate has not changed since). Checked against that build's own evaluate modules:
// `node scripts/filing-bot.mjs --filing DIR --check`.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The filing commit's built search, from a checkout of cd08d25 with `npm run build` done in it. */
export async function loadFilingSearch(dir) {
  const file = join(dir, 'dist/engine/mcts.js');
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new Error(`--filing ${dir}: no built dist/engine/mcts.js there (git worktree add --detach DIR cd08d25, then npm run build in it)`);
  }
  const { mctsDecider } = await import(realpathSync(file));
  if (typeof mctsDecider !== 'function') throw new Error(`--filing ${dir}: dist/engine/mcts.js has no mctsDecider`);
  return mctsDecider;
}

/** cd08d25's evaluate of each game whose evaluate has changed since, written on today's helpers of `root`'s dist. */
export async function filingEvaluations(root) {
  const dist = (path) => import(join(root, 'dist/games', path));
  const { signiPower } = await dist('wixoss/rules/power.js');
  const { EMPTY, other } = await dist('wixoss/state.js');
  const { bitCount, columnCombos } = await dist('pad/rules/combos.js');
  const { top } = await dist('pad/rules/zones.js');
  const { opponent } = await dist('pad/state.js');
  const { activeCards, faceOf, territoryAttack, wisdomOf } = await dist('midrash/rules/territory.js');

  // WIXOSS: ener 0.5 and a grow 1 each (today: ener 1 up to 6 then 0.4, a grow 3).
  const wixossMaterial = (s, seat) => {
    const p = s.players[seat];
    let power = 0;
    for (let z = 0; z < p.signi.length; z++) if (p.signi[z] !== EMPTY) power += signiPower(s, seat, z);
    return p.life.length * 10 + power / 2000 + p.hand.length * 0.7 + p.ener.length * 0.5 + p.lrig.length;
  };
  const wixoss = (s, seat) => Math.max(0.001, 100 + wixossMaterial(s, seat) - wixossMaterial(s, other(seat)));

  // PAD: a deck card 12 and no low-deck penalty (today: 20, minus 5 × shortfall² below 8 cards).
  const padStrength = (s, seat) => {
    const p = s.players[seat];
    let score = p.life.length * 60 + Math.min(p.deck.length, 30) * 12 + Math.min(p.hand.length, 7) * 5;
    for (let st = 0; st < 5; st++) {
      const c = top(p, st);
      score += (p.stacks[st].length - 1) * 10 + c.defense / 100 + c.attack[4] / 100 + (p.tapped[st] ? 0 : 3);
    }
    for (const col of p.columns) score += bitCount(columnCombos(col)) * 3;
    if (s.seat === seat) for (const a of s.attackers) score += a.damage * 40;
    return score;
  };
  const pad = (s, seat) => Math.max(1, 2000 + padStrength(s, seat) - padStrength(s, opponent(seat)));

  // Midrash: 8 points per open mansion and 4 per active card on every slot, wastelands included (today: room on
  // open mansions worth more as wisdom grows, and cards counted on open mansions only).
  const income = (state, seat) => {
    const s = state.seats[seat];
    let total = s.up ? 2 : 1;
    for (const slot of s.slots) {
      for (const card of activeCards(slot)) {
        for (const e of faceOf(state, card).effects) if (e.when === 'start') for (const op of e.ops ?? []) if (op.op === 'mana') total += op.n;
      }
    }
    return total;
  };
  const midrash = (state, seat) => {
    const s = state.seats[seat];
    let open = 0, cards = 0;
    for (const slot of s.slots) { if (!slot.waste) open++; cards += activeCards(slot).length; }
    const mine = state.turn === seat && !state.result;
    const busy = mine ? state.tasks.filter((t) => t.k !== 'start').length * 15 : 0;
    const summonLeft = mine && !state.info.silence && !state.info.used.some((k) => k.startsWith('c:1:'));
    const manaValue = summonLeft ? Math.min(s.mana, 4) * 12 + Math.max(0, s.mana - 4) * 5 : s.mana * 5;
    let prospect = 0;
    if (state.reveal && state.turn === seat) {
      for (const card of state.reveal.cards) {
        const f = faceOf(state, card);
        if ((!f.enemy || state.reveal.free) && f.cost <= s.mana) prospect = Math.max(prospect, f.wisdom * 60 + f.attack * 2);
      }
    }
    const score = 1000 + prospect + wisdomOf(state, s) * 100 + territoryAttack(state, s) * 3 + s.magic * 45 + income(state, seat) * 20
      + manaValue + open * 8 + cards * 4 + (s.up ? 30 : 0) + busy - (state.solo ? state.round * 25 : 0);
    return Math.max(1, score);
  };
  return new Map([['wixoss', wixoss], ['pad', pad], ['midrash', midrash]]);
}

/**
 * The filing search on `game` with the filing day's evaluate: a decider to call with today's DecideContext. With
 * `timeMs`, it thinks that long per decision with no iteration cap; otherwise it plays its own default budget.
 * `onSample` is called once per determinization (one per iteration), to count iterations.
 */
export function filingDecider(mctsDecider, evaluations, game, rng, { timeMs, onSample } = {}) {
  const evaluate = evaluations.get(game.id) ?? game.evaluate;
  const played = Object.create(game, {
    evaluate: { value: evaluate },
    determinize: { value: (...a) => { onSample?.(); return game.determinize(...a); } },
  });
  const decide = mctsDecider(rng, timeMs === undefined ? {} : { iterations: 1_000_000, timeMs });
  return (ctx) => decide({ ...ctx, game: played });
}

// --check: the formulas above against the filing build's own evaluate modules, on positions of random games.
const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isMain && process.argv.includes('--check')) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const dir = process.argv[process.argv.indexOf('--filing') + 1];
  if (!process.argv.includes('--filing') || !dir) throw new Error('usage: node scripts/filing-bot.mjs --filing DIR --check [--positions 300]');
  const wanted = Number(process.argv[process.argv.indexOf('--positions') + 1]) || 300;
  const { loadGame } = await import(join(root, 'dist/games/index.js'));
  const { buildHeader } = await import(join(root, 'dist/cli/play/header.js'));
  const { seedRng, randomInt } = await import(join(root, 'dist/engine/rng.js'));
  const { selfPlay } = await import(join(root, 'dist/engine/selfplay.js'));
  const { greedyDecider } = await import(join(root, 'dist/engine/bots.js'));
  const evaluations = await filingEvaluations(root);
  const old = {
    wixoss: (await import(join(realpathSync(dir), 'dist/games/wixoss/evaluate.js'))).evaluateState,
    pad: (await import(join(realpathSync(dir), 'dist/games/pad/evaluate.js'))).evaluateState,
    midrash: (await import(join(realpathSync(dir), 'dist/games/midrash/evaluate.js'))).evaluate,
  };
  for (const [id, formula] of evaluations) {
    const game = await loadGame(id);
    let positions = 0, equal = 0, failed = 0, differsFromToday = 0;
    const examples = [];
    const score = (state, g, step) => {
      for (const seat of [0, 1]) {
        positions++;
        const mine = formula(state, seat);
        let theirs;
        try { theirs = old[id](state, seat); } catch (e) { failed++; if (examples.length < 3) examples.push(`game ${g} decision ${step}: cd08d25's evaluate threw ${e.message}`); continue; }
        if (mine === theirs) equal++;
        else if (examples.length < 3) examples.push(`game ${g} decision ${step} seat ${seat}: ${mine} here, ${theirs} there`);
        if (mine !== game.evaluate(state, seat)) differsFromToday++;
      }
    };
    for (let g = 0; positions < wanted; g++) {
      const header = buildHeader(game, { seed: `filing-check-${g}`, players: '2' });
      const rng = seedRng(`filing-check-${g}`);
      let step = 0;
      // Random play in even games, greedy play (later, more built-up positions) in odd ones; every 3rd decision's
      // position is scored for both seats.
      const greedy = greedyDecider(rng);
      const play = (ctx) => {
        if (step++ % 3 === 0 && positions < wanted) score(ctx.state, g, step - 1);
        return g % 2 ? greedy(ctx) : ctx.decision.choices[randomInt(rng, ctx.decision.choices.length)];
      };
      selfPlay(game, header, [play, play], 600);
    }
    console.log(`${id}: ${positions} scores (both seats at every 3rd decision of random and greedy games), ${equal} equal to cd08d25's evaluate, ${failed} where it threw; ${differsFromToday} differ from today's evaluate${examples.length ? `\n  ${examples.join('\n  ')}` : ''}`);
  }
}
