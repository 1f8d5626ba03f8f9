/**
 * Why a typed move is not legal now (GameDefinition.explain), in the content language, naming the rule topic of
 * `cardref rules midrash`. Each check reads the same rule helpers the choice lists are built from. Midrash hides
 * only the grimoire order, so nothing said here can give away a secret.
 */
import { catalogue } from './cards/load.js';
import { cardName as localName } from '../../engine/i18n.js';
import { m, who as seatWho } from './messages/index.js';
import { SLOTS, type MidrashState, type Task } from './state.js';
import { whyNotActivate } from './rules/activate.js';
import { cardName } from './rules/events.js';
import { cardsAvailable, isEnemy } from './rules/grimoire.js';
import { calamityActive, calamityNumber } from './rules/solo.js';
import { canUpgrade, faceOf, maxMagic, slotWisdom, summonLevel, topCard } from './rules/territory.js';
import { pendingChoices } from './rules/turn-start.js';
import { MOVES } from './moves.js';
import { firstWord } from '../../engine/choice-text.js';

/** The verbs (first words) each step accepts; an interactive effect by its op. */
const OP_VERBS: Record<string, string[]> = {
  setOrSummon: ['set', 'summon'], set: ['set'], freeSummon: ['summon'], upgradeOwn: ['upgrade'], restore: ['restore'],
  ritual: ['ritual'], wasteOther: ['waste'], onoskelis: ['declare'],
};
const TASK_VERBS: Record<Exclude<Task['kind'], 'op'>, string[]> = {
  start: ['resolve'], war: ['fight'], merit: ['merit', 'no'], take: ['take'], give: ['give'], copy: ['copy'],
};

export function explain(state: MidrashState, choice: string): string | undefined {
  try {
    return state.result ? undefined : reason(state, choice.trim());
  } catch {
    return undefined; // a position this code does not expect: say nothing rather than something wrong
  }
}

/** The move table reads the text first (a shape it does not know is said so); the rules then read its arguments. */
function reason(state: MidrashState, text: string): string | undefined {
  const move = MOVES.parse(text);
  if (!move) return MOVES.shapeProblem(text);
  const t = m().why;
  const word = firstWord(text);
  const task = state.tasks[state.tasks.length - 1];
  const verbs = !task ? ['use', 'end'] : task.kind === 'op' ? OP_VERBS[task.op.op] ?? [] : TASK_VERBS[task.kind];
  if (!verbs.includes(word)) {
    if (!task && (word === 'set' || word === 'summon')) return t.viaEffect;
    if (task?.kind === 'op' && task.op.op === 'set' && word === 'summon') return t.onlySet;
    if (task?.kind === 'op' && task.op.op === 'freeSummon' && word === 'set') return t.onlySummon;
    return t.notNow(task ? m().prompts[task.kind] : m().mainPrompt);
  }
  switch (move.verb) {
    case 'use char': return use(state, -1, move.args.effect);
    case 'use': return use(state, move.args.slot - 1, move.args.effect);
    case 'set': return set(state, move.args.kind, move.args.slot);
    case 'summon': return summon(state, move.args.level);
    case 'take': return take(state, move.args.card, move.args.slot);
    case 'fight': return fight(state, move.args.card);
    case 'ritual': return level(state, move.args.level);
    case 'upgrade': return upgrade(state, move.args.slot);
    case 'restore': return restore(state, move.args.slot);
    case 'waste': case 'give': return target(state, task, move.args.player, move.args.slot);
    case 'waste calamity': case 'give calamity': return calamity(state, move.args.calamity);
    case 'declare': return declare(state, move.args.kind);
    case 'copy': return t.noCopy(String(move.args.level)); // the step's verbs say a copy question is open
    case 'resolve': case 'resolve char': return resolve(state, text);
    default: return undefined; // merit / no merit / end / take none / copy none: always legal in their step
  }
}

const seatOf = (state: MidrashState) => state.seats[state.turn]!;

/** A slot number out of range, or undefined when it names one of the 5. */
function badSlot(slot: number): string | undefined {
  return slot >= 1 && slot <= SLOTS ? undefined : m().why.noSlot(String(slot));
}

/** Effect `n` of `slot` (0-based; -1: the character). */
function use(state: MidrashState, slot: number, n: number): string {
  const t = m().why;
  const seat = seatOf(state);
  if (slot >= 0) {
    const bad = badSlot(slot + 1);
    if (bad) return bad;
    const place = seat.slots[slot]!;
    if (place.waste) return t.slotWaste(slot + 1);
    if (place.cards.length === 0) return t.slotEmpty(slot + 1);
  }
  const blocked = whyNotActivate(state, slot, n);
  if (!blocked) return t.noEffect(slot < 0 ? t.theCharacter : t.slot(slot + 1), String(n));
  switch (blocked.why) {
    case 'silence': return t.silence;
    case 'placed': return t.placed(slot + 1);
    case 'used': return t.used;
    case 'mana': return t.mana(blocked.effect.cost!, seat.mana);
    case 'useless': {
      const ops = blocked.effect.ops!;
      if (ops.some((o) => o.op === 'magic')) return t.magicMax(maxMagic(seat));
      return ops.some((o) => o.op === 'upgradeSelf') ? t.useless : t.nothingToPlace;
    }
  }
}

function set(state: MidrashState, id: string, s: number): string | undefined {
  const t = m().why;
  const cat = catalogue();
  const k = cat.kindIds.indexOf(id);
  if (k < 0) return t.kinds(cat.kindIds.join(', '));
  const bad = badSlot(s);
  if (bad) return bad;
  if (seatOf(state).slots[s - 1]!.waste) return t.onWasteland(s);
  const kind = cat.kindFront[k]!;
  if (state.supply[k]!.length === 0) return t.supplyEmpty(localName(kind.names));
  if (kind.cost > seatOf(state).mana) return t.costs(localName(kind.names), kind.cost, seatOf(state).mana);
  return undefined;
}

function level(state: MidrashState, n: number): string | undefined {
  if (n < 1 || n > 4) return m().why.noLevel;
  return cardsAvailable(state, n) === 0 ? m().why.levelEmpty(n) : undefined;
}

function summon(state: MidrashState, n: number): string | undefined {
  if (n < 1 || n > 4) return m().why.noLevel;
  const reach = summonLevel(state, seatOf(state));
  return n > reach ? m().why.summonLevel(n, reach) : level(state, n);
}

function take(state: MidrashState, n: number, s: number): string | undefined {
  const t = m().why;
  const reveal = state.reveal;
  if (!reveal) return undefined;
  if (n < 1 || n > reveal.cards.length) return t.revealedCount(reveal.cards.length);
  const card = reveal.cards[n - 1]!;
  const face = faceOf(state, card);
  if (face.enemy && !reveal.free) return t.takeEnemy(n);
  if (face.cost > seatOf(state).mana) return t.costs(cardName(card), face.cost, seatOf(state).mana);
  return badSlot(s) ?? (seatOf(state).slots[s - 1]!.waste ? t.onWasteland(s) : undefined);
}

function fight(state: MidrashState, n: number): string | undefined {
  const cards = state.reveal?.cards ?? [];
  if (n < 1 || n > cards.length) return m().why.revealedCount(cards.length);
  return isEnemy(cards[n - 1]!) ? undefined : m().why.notEnemy(n);
}

function upgrade(state: MidrashState, s: number): string | undefined {
  const t = m().why;
  const bad = badSlot(s);
  if (bad) return bad;
  const slot = seatOf(state).slots[s - 1]!;
  const top = topCard(slot);
  if (slot.waste) return t.slotWaste(s);
  if (top === undefined) return t.slotEmpty(s);
  if (catalogue().front[top]!.kind !== 'equipment') return t.notEquipment(s);
  if (state.possessed.includes(top)) return t.wasPossessed(s);
  return canUpgrade(state, slot, top) ? undefined : t.upgraded(s);
}

function restore(state: MidrashState, s: number): string | undefined {
  return badSlot(s) ?? (seatOf(state).slots[s - 1]!.waste ? undefined : m().why.notWasteland(s));
}

/** `waste <player> <slot>` / `give <player> <slot>`. */
function target(state: MidrashState, task: Task | undefined, player: number, s: number): string | undefined {
  const t = m().why;
  if (state.solo) return t.soloTargets;
  if (player < 1 || player > state.players) return t.noPlayer(String(player));
  const bad = badSlot(s);
  if (task?.kind === 'give') {
    if (player !== task.to[0]! + 1) return t.giveTo(seatWho(state, task.to[0]!));
    return bad ?? (state.seats[player - 1]!.slots[s - 1]!.waste ? t.onWasteland(s) : undefined);
  }
  if (player === state.turn + 1) return t.wasteOwn;
  if (bad) return bad;
  const slot = state.seats[player - 1]!.slots[s - 1]!;
  if (slot.waste) return t.alreadyWaste(seatWho(state, player - 1), s);
  const max = task?.kind === 'op' && task.op.op === 'wasteOther' ? task.op.maxWisdom : undefined;
  return max !== undefined && slotWisdom(state, slot) > max ? t.tooWise(max, slotWisdom(state, slot)) : undefined;
}

/** `waste calamity <n>` / `give calamity <n>`: solo only. */
function calamity(state: MidrashState, n: number): string | undefined {
  const t = m().why;
  if (!state.solo) return t.calamityOnlySolo;
  const slot = state.solo.row.find((c) => calamityNumber(c.card) === n);
  if (!slot) return t.noCalamity(String(n));
  return calamityActive(slot) ? undefined : t.calamityDone(String(n));
}

function declare(state: MidrashState, id: string): string | undefined {
  const cat = catalogue();
  const k = cat.kindIds.indexOf(id);
  if (k < 0) return m().why.kinds(cat.kindIds.join(', '));
  return state.supply[k]!.length === 0 ? m().why.supplyEmpty(localName(cat.kindFront[k]!.names)) : undefined;
}

function resolve(state: MidrashState, choice: string): string {
  const waiting = state.solo && !state.info.demonDone && pendingChoices(state).includes(choice);
  return waiting ? m().why.beforeDemon : m().why.noResolve;
}
