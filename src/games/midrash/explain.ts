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

/** The verbs each step accepts; an interactive effect by its op. */
const OP_VERBS: Record<string, string[]> = {
  setOrSummon: ['set', 'summon'], set: ['set'], freeSummon: ['summon'], upgradeOwn: ['upgrade'], restore: ['restore'],
  ritual: ['ritual'], wasteOther: ['waste'], onoskelis: ['declare'],
};
const TASK_VERBS: Record<Exclude<Task['k'], 'op'>, string[]> = {
  start: ['resolve'], war: ['fight'], merit: ['merit', 'no'], take: ['take'], give: ['give'], copy: ['copy'],
};

const isNumber = (word: string | undefined) => word !== undefined && /^\d{1,3}$/.test(word);

export function explain(state: MidrashState, choice: string): string | undefined {
  try {
    return state.result ? undefined : reason(state, choice.trim().split(' '));
  } catch {
    return undefined; // a position this code does not expect: say nothing rather than something wrong
  }
}

function reason(state: MidrashState, w: string[]): string | undefined {
  const t = m().why;
  const verb = w[0]!;
  if (!Object.hasOwn(t.usage, verb) && verb !== 'no') return undefined;
  const task = state.tasks[state.tasks.length - 1];
  const verbs = !task ? ['use', 'end'] : task.k === 'op' ? OP_VERBS[task.op.op] ?? [] : TASK_VERBS[task.k];
  if (!verbs.includes(verb)) {
    if (!task && (verb === 'set' || verb === 'summon')) return t.viaEffect;
    if (task?.k === 'op' && task.op.op === 'set' && verb === 'summon') return t.onlySet;
    if (task?.k === 'op' && task.op.op === 'freeSummon' && verb === 'set') return t.onlySummon;
    return t.notNow(task ? m().prompts[task.k] : m().mainPrompt);
  }
  const shape = () => t.shape(t.usage[verb === 'no' ? 'merit' : verb]!);
  switch (verb) {
    case 'use': return w.length === 3 && (w[1] === 'char' || isNumber(w[1])) && isNumber(w[2]) ? use(state, w) : shape();
    case 'set': return w.length === 3 && isNumber(w[2]) ? set(state, w[1]!, Number(w[2])) : shape();
    case 'summon': return w.length === 2 && isNumber(w[1]) ? summon(state, Number(w[1])) : shape();
    case 'take': return w.length === 3 && isNumber(w[1]) && isNumber(w[2]) ? take(state, Number(w[1]), Number(w[2])) : shape();
    case 'fight': return w.length === 2 && isNumber(w[1]) ? fight(state, Number(w[1])) : shape();
    case 'ritual': return w.length === 2 && isNumber(w[1]) ? level(state, Number(w[1])) : shape();
    case 'upgrade': return w.length === 2 && isNumber(w[1]) ? upgrade(state, Number(w[1])) : shape();
    case 'restore': return w.length === 2 && isNumber(w[1]) ? restore(state, Number(w[1])) : shape();
    case 'waste': return w.length === 3 && isNumber(w[2]) ? target(state, task, w[1]!, w[2]!) : shape();
    case 'give': return w.length === 3 && isNumber(w[2]) ? target(state, task, w[1]!, w[2]!) : shape();
    case 'declare': return w.length === 2 ? declare(state, w[1]!) : shape();
    case 'copy': return w.length === 2 && isNumber(w[1]) && task?.k === 'copy' ? t.noCopy(w[1]!) : shape();
    case 'resolve': return resolve(state, w.join(' '));
    default: return shape(); // merit / no merit / end: always legal in their step, so only the shape can be wrong
  }
}

const seatOf = (state: MidrashState) => state.seats[state.turn]!;

/** A slot number out of range, or undefined when it names one of the 5. */
function badSlot(slot: number): string | undefined {
  return slot >= 1 && slot <= SLOTS ? undefined : m().why.noSlot(String(slot));
}

function use(state: MidrashState, w: string[]): string {
  const t = m().why;
  const seat = seatOf(state);
  if (w[1] !== 'char') {
    const s = Number(w[1]);
    const bad = badSlot(s);
    if (bad) return bad;
    const slot = seat.slots[s - 1]!;
    if (slot.waste) return t.slotWaste(s);
    if (slot.cards.length === 0) return t.slotEmpty(s);
  }
  const blocked = whyNotActivate(state, w.join(' '));
  if (!blocked) return t.noEffect(w[1] === 'char' ? t.theCharacter : t.slot(Number(w[1])), w[2]!);
  switch (blocked.why) {
    case 'silence': return t.silence;
    case 'placed': return t.placed(Number(w[1]));
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

/** `waste P S` / `give P S` and their solo forms `waste calamity N` / `give calamity N`. */
function target(state: MidrashState, task: Task | undefined, who: string, where: string): string | undefined {
  const t = m().why;
  if (state.solo) {
    if (who !== 'calamity') return t.soloTargets;
    const slot = state.solo.row.find((c) => String(calamityNumber(c.card)) === where);
    if (!slot) return t.noCalamity(where);
    return calamityActive(slot) ? undefined : t.calamityDone(where);
  }
  if (who === 'calamity') return t.calamityOnlySolo;
  if (!isNumber(who)) return t.shape(t.usage[task?.k === 'give' ? 'give' : 'waste']!);
  const p = Number(who);
  if (p < 1 || p > state.players) return t.noPlayer(who);
  const s = Number(where);
  const bad = badSlot(s);
  if (task?.k === 'give') {
    if (p !== task.to[0]! + 1) return t.giveTo(seatWho(state, task.to[0]!));
    return bad ?? (state.seats[p - 1]!.slots[s - 1]!.waste ? t.onWasteland(s) : undefined);
  }
  if (p === state.turn + 1) return t.wasteOwn;
  if (bad) return bad;
  const slot = state.seats[p - 1]!.slots[s - 1]!;
  if (slot.waste) return t.alreadyWaste(seatWho(state, p - 1), s);
  const max = task?.k === 'op' && task.op.op === 'wasteOther' ? task.op.maxWisdom : undefined;
  return max !== undefined && slotWisdom(state, slot) > max ? t.tooWise(max, slotWisdom(state, slot)) : undefined;
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
