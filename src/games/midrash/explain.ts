/**
 * Why a typed move is not legal now (GameDefinition.explain), in the content language, naming the rule topic of
 * `cardref rules midrash`: the rule reasons only, each read from the rule helpers the choice lists are built from.
 * The shape, "not now" and a number outside the choices are the engine's (engine/moves/explain-shape.ts). Midrash
 * hides only the grimoire order, so nothing said here can give away a secret.
 */
import { explainBy } from '../../engine/moves/explain-shape.js';
import { catalogue } from './cards/load.js';
import { cardName as localName } from '../../engine/i18n.js';
import { m, who as seatWho } from './messages/index.js';
import type { MidrashState, Task } from './state.js';
import { whyNotActivate } from './rules/activate.js';
import { cardName } from './rules/events.js';
import { cardsAvailable, isEnemy } from './rules/grimoire.js';
import { referee } from './rules/flow.js';
import { calamityActive, calamityNumber } from './rules/solo.js';
import { canUpgrade, faceOf, maxMagic, slotWisdom, summonLevel, topCard } from './rules/territory.js';
import { pendingChoices } from './rules/turn-start.js';
import { MOVES } from './moves.js';
import { seatState } from './state.js';

type Move = NonNullable<ReturnType<typeof MOVES.parse>>;

export const explain = explainBy(MOVES, referee.decision, (state: MidrashState, move) => reason(state, move));

const opOf = (task: Task | undefined) => (task?.kind === 'op' ? task.op.op : undefined);

function reason(state: MidrashState, move: Move): string | undefined {
  const t = m().why;
  const task = state.tasks[state.tasks.length - 1];
  const op = opOf(task);
  switch (move.verb) {
    case 'use char': return task ? undefined : use(state, -1, move.args.effect);
    case 'use': return task ? undefined : use(state, move.args.slot - 1, move.args.effect);
    case 'set':
      if (!task) return t.viaEffect;
      return op === 'freeSummon' ? t.onlySummon : op === 'set' || op === 'setOrSummon' ? set(state, move.args.kind, move.args.slot) : undefined;
    case 'summon':
      if (!task) return t.viaEffect;
      return op === 'set' ? t.onlySet : op === 'freeSummon' || op === 'setOrSummon' ? summon(state, move.args.level) : undefined;
    case 'take': return task?.kind === 'take' ? take(state, move.args.card, move.args.slot) : undefined;
    case 'fight': return task?.kind === 'war' ? fight(state, move.args.card) : undefined;
    case 'ritual': return op === 'ritual' ? level(state, move.args.level) : undefined;
    case 'upgrade': return op === 'upgradeOwn' ? upgrade(state, move.args.slot) : undefined;
    case 'restore': return op === 'restore' && ownSlot(state, move.args.slot)?.waste === false ? t.notWasteland(move.args.slot) : undefined;
    case 'waste': return op === 'wasteOther' ? target(state, task!, move.args.player, move.args.slot) : undefined;
    case 'give': return task?.kind === 'give' ? target(state, task, move.args.player, move.args.slot) : undefined;
    case 'waste calamity': return op === 'wasteOther' ? calamity(state, move.args.calamity) : undefined;
    case 'give calamity': return task?.kind === 'give' ? calamity(state, move.args.calamity) : undefined;
    case 'declare': return op === 'onoskelis' ? declare(state, move.args.kind) : undefined;
    case 'copy': return task?.kind === 'copy' ? t.noCopy(String(move.args.level)) : undefined;
    case 'resolve': case 'resolve char': return task?.kind === 'start' && beforeDemon(state, MOVES.write(move)) ? t.beforeDemon : undefined;
    default: return undefined; // merit / no merit / end / take none / copy none: always legal in their step
  }
}

const seatOf = (state: MidrashState) => seatState(state, state.turn);
/** The mover's slot `s` (1-based), if there is one. */
const ownSlot = (state: MidrashState, s: number) => seatOf(state).slots[s - 1];

/** Effect `n` of `slot` (0-based; -1: the character). */
function use(state: MidrashState, slot: number, n: number): string {
  const t = m().why;
  const seat = seatOf(state);
  if (slot >= 0) {
    const place = seat.slots[slot];
    if (place?.waste) return t.slotWaste(slot + 1);
    if (place?.cards.length === 0) return t.slotEmpty(slot + 1);
  }
  const blocked = whyNotActivate(state, slot, n);
  switch (blocked?.why) {
    case undefined: return t.noEffect(slot < 0 ? t.theCharacter : t.slot(slot + 1), String(n));
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
  if (k < 0 || !ownSlot(state, s)) return undefined;
  if (ownSlot(state, s)!.waste) return t.onWasteland(s);
  const kind = cat.kindFront[k]!;
  if (state.supply[k]!.length === 0) return t.supplyEmpty(localName(kind.names));
  return kind.cost > seatOf(state).mana ? t.costs(localName(kind.names), kind.cost, seatOf(state).mana) : undefined;
}

/** Grimoire level `n`, if it is one (1-4) and empty. */
const level = (state: MidrashState, n: number) => (n >= 1 && n <= 4 && cardsAvailable(state, n) === 0 ? m().why.levelEmpty(n) : undefined);

function summon(state: MidrashState, n: number): string | undefined {
  const reach = summonLevel(state, seatOf(state));
  return n > reach && n <= 4 ? m().why.summonLevel(n, reach) : level(state, n);
}

function take(state: MidrashState, n: number, s: number): string | undefined {
  const t = m().why;
  const reveal = state.reveal;
  const card = reveal?.cards[n - 1];
  if (card === undefined) return undefined;
  const face = faceOf(state, card);
  if (face.enemy && !reveal!.free) return t.takeEnemy(n);
  if (face.cost > seatOf(state).mana) return t.costs(cardName(card), face.cost, seatOf(state).mana);
  return ownSlot(state, s)?.waste ? t.onWasteland(s) : undefined;
}

function fight(state: MidrashState, n: number): string | undefined {
  const card = state.reveal?.cards[n - 1];
  return card === undefined || isEnemy(card) ? undefined : m().why.notEnemy(n);
}

function upgrade(state: MidrashState, s: number): string | undefined {
  const t = m().why;
  const slot = ownSlot(state, s);
  const top = slot && topCard(slot);
  if (slot?.waste) return t.slotWaste(s);
  if (!slot || top === undefined) return slot && t.slotEmpty(s);
  if (catalogue().front[top]!.kind !== 'equipment') return t.notEquipment(s);
  if (state.possessed.includes(top)) return t.wasPossessed(s);
  return canUpgrade(state, slot, top) ? undefined : t.upgraded(s);
}

/** `waste <player> <slot>` / `give <player> <slot>`. */
function target(state: MidrashState, task: Task, player: number, s: number): string | undefined {
  const t = m().why;
  if (state.solo) return t.soloTargets;
  const slot = state.seats[player - 1]?.slots[s - 1];
  if (task.kind === 'give') return player !== task.to[0]! + 1 ? t.giveTo(seatWho(state, task.to[0]!)) : slot?.waste ? t.onWasteland(s) : undefined;
  if (player === state.turn + 1) return t.wasteOwn;
  if (!slot) return undefined;
  if (slot.waste) return t.alreadyWaste(seatWho(state, player - 1), s);
  const max = task.kind === 'op' && task.op.op === 'wasteOther' ? task.op.maxWisdom : undefined;
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
  const k = catalogue().kindIds.indexOf(id);
  return k >= 0 && state.supply[k]!.length === 0 ? m().why.supplyEmpty(localName(catalogue().kindFront[k]!.names)) : undefined;
}

/** A turn-start effect that waits, in solo, until the calamity has acted (only wasteland effects come first). */
const beforeDemon = (state: MidrashState, choice: string) => state.solo && !state.info.demonDone && pendingChoices(state).includes(choice);
