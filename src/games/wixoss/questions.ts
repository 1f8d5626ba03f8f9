/**
 * WIXOSS's questions (engine/moves/questions.ts): one entry per task kind, per effect op that asks (an effect's
 * question belongs to the op it is resolving), and the turn's steps. The ops that look at hidden cards name them to
 * their decider (the top cards of its deck, its life cloth): the other seat reads only what kind of decision it is.
 * Every other question names only what both seats see (the field, the ener zone, the trash, a card being used or
 * revealed) and is read as asked; the move audit and the invariant suite check it, and the game's tests check that
 * every op that asks has its entry.
 */
import { declareQuestions, namingNothingHidden, type QuestionSpec } from '../../engine/moves/questions.js';
import { effectOps } from './table/abilities.js';
import { m } from './messages/index.js';
import type { Task, WixossState } from './state.js';

/** The entry a state's question belongs to: the op an effect is resolving, else the top task's kind, else the turn's. */
function keyOf(s: WixossState): string {
  const task = s.tasks[s.tasks.length - 1];
  if (task?.kind === 'effect') return effectOps(s, task)[task.opIndex]?.op ?? 'effect';
  return task?.kind ?? 'turn';
}

const TASKS: Record<Exclude<Task['kind'], 'effect'> | 'turn', QuestionSpec<WixossState>> = namingNothingHidden([
  'turn', 'pay', 'confirm', 'finish', 'burst', 'cutin', 'battle', 'guard', 'damage', 'discardDown', 'excess', 'grow', 'resona', 'order',
  'artsDiscount', // its choices are hand positions, never card names
  'artsDiscard', // WD10 Dust-Free in All Directions
]);

/** The ops whose questions name cards only their decider sees, and what kind of decision the others read. */
const LOOKING: Record<string, QuestionSpec<WixossState>> = {
  reorderTop: { others: () => m().publicReorderTop },
  lookTake: { others: () => m().publicLookTop },
  lookTrashReorder: { others: () => m().publicLookTop },
  topToFieldIfAlone: { others: () => m().publicTopToField },
  lifeReorder: { others: () => m().publicReorderLife },
};

const OPEN_OPS = namingNothingHidden([
  'noAttackOne', 'gainOne', 'freeze', 'trashSigni', 'putOnField', 'payDiscard', 'payTrash', 'payLrigDeck', 'payDown', 'banish',
  'bounce', 'down', 'powerOne', 'cannotAttack', 'search', 'declareTopToHand', 'trashToHand', 'enerToHand', 'discard',
  'oppDiscards', 'peekDiscard', 'declareDiscard', 'discardThreeBanishAll', 'downOwnThenBanish', 'trashToHandLrigColor', 'up',
  'trashOwnLifeToCrush', 'trashOwnThen', 'banishOwnThen', 'revealTopPick', 'chooseMode', 'lifeSwap', 'powerAny', 'banishAny',
  'trashOwnBanishEach', 'trashOwnAddLife', 'banishTotalPower', 'downLrigOrSigni', 'oppBanishOwn', 'optionalCost',
  'declareShieldLife', 'chosenLifeToHand', 'handToLife', 'oppLifeMayTrash', 'putOnFieldGrant', 'searchToTrash', 'trashToBottom',
  'mayTrashAllOwn', 'millChooseClass', 'powerThenLancer', 'discardMatching', 'trashOwnBanishSameLevel', 'growSameLevel',
  'freeTrashAct',
  'oppEnerToTrash', 'oppTrashesEner', // issue 46 costs: ener into the trash (ops-ener-trash.ts)
  'charmTop', 'charmSelf', 'payCharm', 'payExceed', 'lrigTrashToDeck', 'powerPerLevel', // Charm (a card chosen before it is looked at), Exceed (face-up cards)
  'discardBanishEach', // WD10 Eternal Karma (Cross deck)
  'discardPowerPerLevel', 'powerPerPaidLevel', // WD11 Macaron Bugs, Mukadesu (helper m3a)
  'signiToDeck', 'oppTrashesOwn', 'oppTrashToTop', // WX04 Tri Signal, SP06 Nickel (helper m3a)
  'moveInFront', 'searchHandOrField', 'useArtsFree', 'revealOppSpellUse', // WX04 Quinn, Code Piruluk E, Mind Mines (helper m3a)
  'discardDifferentNames', 'namesToBottomBanish', 'declareRevealTop', // WX04 SHORT, SP06 Chemical Flash, SP01 Modern Boundary (helper m3a)
]);

export const QUESTIONS = declareQuestions<WixossState, string>(keyOf, { ...TASKS, ...LOOKING, ...OPEN_OPS });
