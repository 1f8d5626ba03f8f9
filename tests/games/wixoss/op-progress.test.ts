/**
 * An effect task's fields say what they hold (issue 43): the running op (`opIndex`), what each op chose (`targets`)
 * and the running op's progress, a named shape of its own kind (`OpProgress`, state.ts), never another op's.
 */
import { randomDecider, type SyncDecider } from '../../../src/engine/deciders.js';
import { seedRng } from '../../../src/engine/rng.js';
import { selfPlay } from '../../../src/engine/selfplay.js';
import { game } from '../../../src/games/wixoss/index.js';
import type { EffectTask } from '../../../src/games/wixoss/cards/ops.js';
import { effectOps } from '../../../src/games/wixoss/table/abilities.js';
import type { OpProgress, WixossState } from '../../../src/games/wixoss/state.js';
import { poolHeader } from './invariant-headers.js';
import { CARD, play, scenario, st } from './helpers.js';

/** The ops that record each kind of progress while resolving (signiTargeting's `targetsClosed` is the target stage's). */
const RECORDED_BY: Record<Exclude<OpProgress['kind'], 'targetsClosed'>, string[]> = {
  take: ['search', 'trashToHand', 'enerToHand', 'trashToHandLrigColor', 'oppEnerToTrash', 'oppTrashesEner', 'searchSameName'], // issue 46: costs (ops-ener-trash.ts), Get Grimoire
  discard: ['discard', 'oppDiscards', 'discardThreeBanishAll', 'discardDifferentNames'],
  reorder: ['reorderTop', 'lifeReorder'],
  lookTake: ['lookTake'],
  lookTrash: ['lookTrashReorder'],
  downThenBanish: ['downOwnThenBanish'],
  trashForEach: ['trashOwnBanishEach', 'trashOwnAddLife'],
  chooseClass: ['millChooseClass'],
  reveal: ['revealTopPick'],
  optionalCost: ['optionalCost'],
  sameLevel: ['trashOwnBanishSameLevel'],
  lifeTaken: ['lifeSwap'],
  putOnField: ['putOnField', 'putOnFieldGrant', 'banishOwnThenPut', 'searchHandOrField'],
  pickCards: ['searchToTrash', 'trashToBottom', 'banishTotalPower', 'discardOneOrTwo', 'searchPaidColors', 'lrigUnderToTrash', 'revealOppSpellUse', 'trashToUnder', 'handIconGuess'],
  discardForEach: ['discardBanishEach'], // WD10 Eternal Karma
  rearrange: ['rearrange'], // WX04 Code Maze, WX05 Code Maze Sagfami
  revealUntil: ['revealUntil'], // WX04 Cubi, Inactivity
  revealBottom: ['revealRestBottom', 'revealedToBottom'], // WX05 Thorium, Colla; WX06 Anne=Third; WX05 Fortune Five
  discardLevels: ['discardPowerPerLevel'], // WD11 Macaron Bugs
  namesToBottom: ['namesToBottomBanish'], // SP06 Chemical Flash
  revealMany: ['revealPowerPer'], // WX06 Shironakuji's Burst
  awaitReplace: ['banishOwnThen'], // a replacement question of WX04 Paimon
};

const FIELDS = new Set(['kind', 'seat', 'src', 'key', 'stage', 'opIndex', 'targets', 'progress', 'spell', 'abilityIndex', 'via', 'subj', 'mode', 'done']);

/** What is wrong with one effect task: an undeclared field, a hole in `targets`, another op's progress. */
function problemsOf(s: WixossState, t: EffectTask): string[] {
  const problems = Object.keys(t).filter((k) => !FIELDS.has(k)).map((k) => `field ${k}`);
  if (!t.targets.every((list) => Array.isArray(list))) problems.push('a hole in targets');
  const progress = t.progress;
  if (progress === null) return problems;
  const op = effectOps(s, t)[t.opIndex]?.op;
  if (progress.kind === 'targetsClosed') {
    if (t.stage !== 'target') problems.push(`targetsClosed while ${op} resolves`);
  } else if (t.stage !== 'resolve' || !RECORDED_BY[progress.kind].includes(op ?? '')) {
    problems.push(`${progress.kind} progress on ${op} (${t.stage})`);
  }
  return problems;
}

describe('WIXOSS effect task progress', () => {
  it('each op holds only its own kind of progress, in named fields, over random games of the whole pool', () => {
    const problems = new Set<string>();
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const decide = randomDecider(seedRng(`op-progress-${i}`));
      const checking: SyncDecider = (ctx) => {
        const s = ctx.state as WixossState;
        for (const t of s.tasks) {
          if (t.kind !== 'effect') continue;
          if (t.progress) seen.add(t.progress.kind);
          for (const p of problemsOf(s, t)) problems.add(p);
        }
        return decide(ctx);
      };
      selfPlay(game, poolHeader('op-progress-', i), [checking], 3000);
    }
    expect([...problems]).toEqual([]);
    // The games reached most kinds of progress, so the check above is not vacuous.
    expect(seen.size).toBeGreaterThanOrEqual(10);
  });

  it("Fallen's step keeps the downed SIGNI's power by name, and the task drops it when the op is done", () => {
    const m = scenario({ p1: { lrig: [CARD.midori3], hand: [CARD.fallen], ener: [CARD.pandan], signi: [CARD.bigtatt] }, p2: { signi: [CARD.caliburn, CARD.flamber] } });
    play(m, 'spell 1', 'pay auto', 'target own 1');
    const task = st(m).tasks.find((t): t is EffectTask => t.kind === 'effect')!;
    expect(task.opIndex).toBe(0);
    // Bigtatt's 8000: Flamber (7000) may be banished, Caliburn (10000) not.
    expect(task.progress).toEqual({ kind: 'downThenBanish', downedPower: 8000 });
    expect(Object.keys(task).sort()).toEqual(['done', 'key', 'kind', 'opIndex', 'progress', 'seat', 'spell', 'src', 'stage', 'targets']);
    play(m, 'target 2');
    expect(st(m).tasks.some((t) => t.kind === 'effect')).toBe(false);
  });
});
