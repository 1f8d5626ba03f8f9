/**
 * The rules' half of WIXOSS's question table (questions.ts): one entry per task kind and per phase of the turn, each
 * with both wordings, and `ASK`, the table the rules build their questions with. Every one of these questions names
 * only what both seats see (the field, the ener zone, the trash, a card being used or revealed) and is read as
 * asked. The effect ops' entries are their handlers (questions.ts); they are not here, since the op library imports
 * the rules.
 */
import { declareQuestions, namingNothingHidden, neverAsking, type QuestionEntry } from '../../../engine/moves/questions.js';
import { m } from '../messages/index.js';
import { abilityOf, abilityText, effectOps } from '../table/abilities.js';
import { def } from '../table/defs.js';
import { filterWords } from '../table/filter-words.js';
import { cardName, cardNames } from '../table/names.js';
import { costSize, costText } from '../table/payment.js';
import { topTask, type Phase, type Task, type WixossState } from '../state.js';
import { replaceWording } from './replace-text.js';

/** A phase's entry: named apart from the task kinds (the grow phase asks, the grow task does not). */
type PhaseKey = `${Phase} phase`;
/** Each phase's key, made once: a string built afresh for every question costs its hashing in the table's lookup. */
const phaseKeys: Partial<Record<Phase, PhaseKey>> = Object.create(null);
const phaseKey = (phase: Phase): PhaseKey => (phaseKeys[phase] ??= `${phase} phase`);

/** The entry a state's question belongs to: the op an effect is resolving, else the top task's kind, else the phase. */
export function keyOf(s: WixossState): string {
  const task = topTask(s);
  if (task?.kind === 'effect') return effectOps(s, task)[task.opIndex]?.op ?? 'effect';
  return task?.kind ?? phaseKey(s.phase);
}

/** The task the question rests at, of the entry's kind. */
export const top = <K extends Task['kind']>(s: WixossState) => topTask(s) as Extract<Task, { kind: K }>;

/** "Pay [Red][Red] from your ener zone; picked Servant D" */
const payWording = (s: WixossState, { cost, picked }: Extract<Task, { kind: 'pay' }>) => m().promptPay(costText(cost), picked.length ? cardNames(s, picked) : '');
const burstWording = (s: WixossState, { inst, via }: Extract<Task, { kind: 'burst' }>) => m().promptBurst(cardName(s, inst), abilityText(s, via ?? inst, /^(Burst|爆发)[:：]\s*/, true));

function confirmWording(s: WixossState): string {
  const t = top<'confirm'>(s);
  if (t.key === 'onPlay') return m().promptConfirm(cardName(s, t.src), abilityText(s, t.src, /^(On play|出场时)/));
  const cost = abilityOf(s, t.src, t.key, t.abilityIndex, t.via)?.cost;
  return m().promptConfirmAbility(cardName(s, t.src), costSize(cost) > 0 ? costText(cost!) : '');
}

/** A Resona's play condition, paid step by step: the options to choose (WD11 Yasudesu), each one's payment, the zone. */
function resonaWording(s: WixossState): string {
  const t = top<'resona'>(s);
  const resona = def(s, t.inst).effects!.resona!;
  const card = cardName(s, t.inst);
  if (resona.options) {
    const chosen = t.chosen ?? [];
    const paid = t.optionsPaid ?? 0;
    if (chosen.length < (resona.choose ?? 0)) return m().promptResonaOption(card, (resona.choose ?? 0) - chosen.length);
    if (paid >= chosen.length) return m().promptPutZone(card);
    const from = resona.options[chosen[paid]!]!.from;
    return from === 'hand' ? m().promptResonaDiscard(card) : from === 'ener' ? m().promptResonaEner(card) : m().promptResonaPay(card, 1);
  }
  const need = resona.trash ?? 0;
  return t.picked.length < need ? m().promptResonaPay(card, need - t.picked.length) : m().promptPutZone(card);
}

/** WD12 Elusive, WD10 Dust-Free: "Dust-Free in All Directions: you may discard <Weapon> SIGNI (2 to go)" */
function artsDiscountWording(s: WixossState): string {
  const t = top<'artsDiscount'>(s);
  const option = def(s, t.inst).effects!.lessByDiscard!;
  return m().promptArtsDiscard(cardName(s, t.inst), filterWords(option.filter), (option.n ?? 1) - t.discarded);
}

/** WX06 Soap Sudden: "Soap Sudden: down a <Water Beast> for [Blue] less each; downed 1" */
function spellDownLessWording(s: WixossState): string {
  const t = top<'spellDownLess'>(s);
  const option = def(s, t.inst).effects?.spellDownLess;
  return m().promptSpellDown(cardName(s, t.inst), filterWords(option?.filter), costText(option?.less), t.downed);
}

const TASKS = namingNothingHidden<WixossState, Exclude<Task['kind'], 'effect' | 'finish' | 'battle' | 'damage' | 'grow' | 'phaseEnds'>>({
  pay: (s) => payWording(s, top<'pay'>(s)),
  confirm: confirmWording,
  burst: (s) => burstWording(s, top<'burst'>(s)),
  cutin: () => m().promptCutIn,
  guard: () => m().promptGuard,
  discardDown: (s) => m().promptDiscardDown(s.players[top<'discardDown'>(s).seat]!.hand.length - 6),
  excess: () => m().promptExcess,
  resona: resonaWording,
  order: (s) => m().promptOrder(top<'order'>(s).items.map((f, k) => m().numbered(k + 1, cardName(s, f.src))).join(m().listJoin)),
  artsDiscount: artsDiscountWording,
  spellDownLess: spellDownLessWording,
  revealMore: (s) => m().promptRevealMore(cardName(s, top<'revealMore'>(s).inst), top<'revealMore'>(s).count), // WX06 Grid
  attackAnswer: (s) => m().promptAttackAnswer(cardName(s, top<'attackAnswer'>(s).subj)), // WX05 Anne Fifth (rules/attack-answer.ts)
  replace: (s) => replaceWording(s, top<'replace'>(s)), // replacement effects (rules/replace.ts)
  growReveal: () => m().promptGrowReveal, // WX05 Mayu, Genesis Miko's grow cost (rules/grow-reveal.ts)
});

const PHASES = namingNothingHidden<WixossState, Exclude<PhaseKey, 'end phase' | 'over phase'>>({
  'chooseLrig phase': () => m().promptChooseLrig,
  'mulligan phase': (s) => m().promptMulligan(s.players[s.active]!.mull.length),
  'ener phase': () => m().promptEner,
  'grow phase': () => m().promptGrow,
  'main phase': (s) => (s.trashing ? m().promptTrashMore : m().promptMain),
  'artsTurn phase': () => m().promptArtsTurn,
  'artsOpp phase': () => m().promptArtsOpp,
  'signiAttack phase': () => m().promptSigniAttack,
  'lrigAttack phase': () => m().promptLrigAttack,
});

/** The rules' entries: every task kind but the effect's (whose entries are its ops) and every phase. */
export const RULE_ENTRIES: Record<string, QuestionEntry<WixossState>> = {
  ...TASKS, ...PHASES, ...neverAsking(['effect', 'finish', 'battle', 'damage', 'grow', 'end phase', 'over phase', 'phaseEnds']),
};

/** The table the rules ask with (the game's full table, questions.ts, holds the same entries and the ops'). */
export const ASK = declareQuestions<WixossState, string>(keyOf, RULE_ENTRIES);
