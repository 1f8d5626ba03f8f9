/**
 * The effect-op library: what each op in the card data does. Ops that need no answer run at once; the others
 * list their choices (an op with nothing to choose from simply ends, like a calamity that cannot resolve).
 */
import { othersClockwise } from '../../../engine/turn-order.js';
import { catalogue } from '../cards/load.js';
import type { MidrashState, Task } from '../state.js';
import { cardName, say } from './events.js';
import { cardsAvailable, discardCard, isEnemy, takeTop } from './grimoire.js';
import { placeCard, pushOps } from './placing.js';
import { calamityActive } from './solo.js';
import { applySet, setChoices, startSummon, summonChoices } from './summon.js';
import { canUpgrade, faceOf, makeWasteland, maxMagic, openSlots, restoreMansion, slotCost, slotWisdom, topCard } from './territory.js';

type OpTask = Extract<Task, { k: 'op' }>;

const INTERACTIVE = new Set(['setOrSummon', 'set', 'freeSummon', 'upgradeOwn', 'wasteOther', 'restore', 'ritual', 'onoskelis']);

export function isInteractive(task: OpTask): boolean {
  return INTERACTIVE.has(task.op.op);
}

export function upgrade(state: MidrashState, card: number): void {
  state.upgraded.push(card);
  say(state, `${cardName(card)} upgrades`);
}

/** Run an op that asks nothing. */
export function runAuto(state: MidrashState, task: OpTask): void {
  const seat = state.seats[state.turn]!;
  const op = task.op;
  switch (op.op) {
    case 'mana':
      if (task.start && state.info.drought) { say(state, 'Drought: no MANA from turn-start effects'); return; }
      seat.mana += op.n;
      return;
    case 'magic': {
      const before = seat.magic;
      seat.magic = Math.min(maxMagic(seat), seat.magic + op.n);
      if (seat.magic !== before) say(state, `P${state.turn + 1}'s magic level is now ${seat.magic}`);
      return;
    }
    case 'upgradeSelf': {
      const slot = seat.slots[task.slot]!;
      if (canUpgrade(state, slot, task.card)) upgrade(state, task.card);
      return;
    }
    case 'wasteSelf':
      if (task.slot >= 0) { makeWasteland(seat.slots[task.slot]!); say(state, `slot ${task.slot + 1} of P${state.turn + 1} becomes wasteland`); }
      return;
    case 'kriltu': return kriltu(state, task);
    case 'claimLegion': {
      for (const pile of state.discards) {
        const at = pile.findLastIndex((c) => catalogue().idOf[c] === 'legion');
        if (at >= 0) { seat.merits.push(pile.splice(at, 1)[0]!); say(state, `P${state.turn + 1} claims a Demon Legion as a merit`); return; }
      }
      return;
    }
    case 'othersMagicDown':
      if (state.solo) state.solo.level = Math.max(1, state.solo.level - op.n);
      else for (const other of othersClockwise(state.turn, state.players)) {
        const s = state.seats[other]!;
        s.magic = Math.max(0, s.magic - op.n);
      }
      say(state, state.solo ? `the demon's level is now ${state.solo.level}` : `the other players' magic levels drop by ${op.n}`);
      return;
    case 'returnSelf': {
      const cards = seat.slots[task.slot]?.cards;
      const at = cards ? cards.lastIndexOf(task.card) : -1;
      if (cards && at >= 0) { state.box.push(cards.splice(at, 1)[0]!); say(state, `${cardName(task.card)} leaves the game`); }
      return;
    }
    default:
      return;
  }
}

/** Kriltu: the top card of each grimoire deck goes to its discard; one of their effects may then be used. */
function kriltu(state: MidrashState, task: OpTask): void {
  const options: number[] = [];
  for (let level = 1; level <= 4; level++) {
    if (cardsAvailable(state, level) === 0) continue;
    const card = takeTop(state, level, 1)[0]!;
    discardCard(state, card);
    if (!isEnemy(card) && copyableOps(card)) options.push(card);
  }
  say(state, `Kriltu discards ${options.map(cardName).join(', ') || 'nothing usable'}`);
  if (options.length > 0) state.tasks.push({ k: 'copy', slot: task.slot, card: task.card, options });
}

export function copyableOps(card: number) {
  return catalogue().front[card]!.effects.find((e) => e.when !== 'const' && e.ops && e.ops.length > 0)?.ops;
}

export function copyChoices(task: Extract<Task, { k: 'copy' }>): string[] {
  return [...task.options.map((c) => `copy ${catalogue().front[c]!.level}`), 'copy none'];
}

export function applyCopy(state: MidrashState, task: Extract<Task, { k: 'copy' }>, choice: string): void {
  const level = choice.split(' ')[1];
  if (level === 'none') return;
  const card = task.options.find((c) => String(catalogue().front[c]!.level) === level)!;
  say(state, `Kriltu uses the effect of ${cardName(card)}`);
  // The copied effect is this Kriltu's: "this slot" is Kriltu's slot (Zu wastelands it).
  pushOps(state, copyableOps(card)!, task.slot, task.card);
}

export function opChoices(state: MidrashState, task: OpTask): string[] {
  const seat = state.seats[state.turn]!;
  const op = task.op;
  switch (op.op) {
    case 'setOrSummon': return [...setChoices(state), ...summonChoices(state)];
    case 'set': return setChoices(state);
    case 'freeSummon': return summonChoices(state);
    case 'upgradeOwn': {
      const out: string[] = [];
      seat.slots.forEach((slot, i) => { const top = topCard(slot); if (top !== undefined && canUpgrade(state, slot, top)) out.push(`upgrade ${i + 1}`); });
      return out;
    }
    case 'restore': {
      const out: string[] = [];
      seat.slots.forEach((slot, i) => { if (slot.waste) out.push(`restore ${i + 1}`); });
      return out;
    }
    case 'ritual': {
      const out: string[] = [];
      for (let level = 1; level <= 4; level++) if (cardsAvailable(state, level) > 0) out.push(`ritual ${level}`);
      return out;
    }
    case 'wasteOther': {
      if (state.solo) return state.solo.row.filter(calamityActive).map((c) => `waste calamity ${catalogue().calamityOf[c.card]!.number}`);
      const out: string[] = [];
      for (const other of othersClockwise(state.turn, state.players)) {
        state.seats[other]!.slots.forEach((slot, i) => {
          if (!slot.waste && (op.maxWisdom === undefined || slotWisdom(state, slot) <= op.maxWisdom)) out.push(`waste ${other + 1} ${i + 1}`);
        });
      }
      return out;
    }
    case 'onoskelis':
      if (recipients(state).length === 0) return [];
      return catalogue().kindIds.filter((_, k) => state.supply[k]!.length > 0).map((id) => `declare ${id}`);
    default:
      return [];
  }
}

/** Onoskelis' recipients, from the next seat clockwise; in solo the demon (-1) when a calamity can be covered. */
function recipients(state: MidrashState): number[] {
  if (state.solo) return state.solo.row.some(calamityActive) ? [-1] : [];
  return othersClockwise(state.turn, state.players).filter((s) => openSlots(state.seats[s]!).length > 0);
}

export function applyOp(state: MidrashState, task: OpTask, choice: string): void {
  const seat = state.seats[state.turn]!;
  const words = choice.split(' ');
  switch (words[0]) {
    case 'set': return applySet(state, choice);
    case 'summon': return startSummon(state, Number(words[1]), task.op.op === 'freeSummon');
    case 'upgrade': return upgrade(state, topCard(seat.slots[Number(words[1]) - 1]!)!);
    case 'restore':
      restoreMansion(seat.slots[Number(words[1]) - 1]!);
      say(state, `slot ${words[1]} of P${state.turn + 1} is a mansion again`);
      return;
    case 'ritual': return ritual(state, task.slot, Number(words[1]));
    case 'waste':
      if (words[1] === 'calamity') {
        const slot = state.solo!.row.find((c) => String(catalogue().calamityOf[c.card]!.number) === words[2])!;
        slot.flipped = true;
        say(state, `calamity ${words[2]} (${cardName(slot.card)}) becomes wasteland and will not act`);
      } else {
        makeWasteland(state.seats[Number(words[1]) - 1]!.slots[Number(words[2]) - 1]!);
        say(state, `slot ${words[2]} of P${words[1]} becomes wasteland`);
      }
      return;
    case 'declare': {
      const kind = catalogue().kindIds.indexOf(words[1]!);
      const to = recipients(state).slice(0, state.supply[kind]!.length);
      say(state, `P${state.turn + 1} declares ${catalogue().kindFront[kind]!.names.en}`);
      state.tasks.push({ k: 'give', kind, to });
      return;
    }
  }
}

/** Ritual: reveal the top card of any level; a card whose cost equals the ritual slot's cost must go on it. */
function ritual(state: MidrashState, slotIndex: number, level: number): void {
  const seat = state.seats[state.turn]!;
  const slot = seat.slots[slotIndex]!;
  const card = takeTop(state, level, 1)[0]!;
  const cost = slotCost(state, slot);
  if (!slot.waste && faceOf(state, card).cost === cost) {
    say(state, `ritual (cost ${cost}) reveals ${cardName(card)}: it goes on slot ${slotIndex + 1}`);
    placeCard(state, slotIndex, card);
  } else {
    say(state, `ritual (cost ${cost}) reveals ${cardName(card)}: no match, discarded`);
    discardCard(state, card);
  }
}

export function giveChoices(state: MidrashState, task: Extract<Task, { k: 'give' }>): string[] {
  const to = task.to[0]!;
  if (to < 0) return state.solo!.row.filter(calamityActive).map((c) => `give calamity ${catalogue().calamityOf[c.card]!.number}`);
  return openSlots(state.seats[to]!).map((s) => `give ${to + 1} ${s + 1}`);
}

export function applyGive(state: MidrashState, task: Extract<Task, { k: 'give' }>, choice: string): void {
  const words = choice.split(' ');
  const card = state.supply[task.kind]!.pop()!;
  if (words[1] === 'calamity') {
    state.solo!.row.find((c) => String(catalogue().calamityOf[c.card]!.number) === words[2])!.cover.push(card);
    say(state, `${cardName(card)} covers calamity ${words[2]}`);
  } else {
    state.seats[Number(words[1]) - 1]!.slots[Number(words[2]) - 1]!.cards.push(card);
    say(state, `${cardName(card)} goes on slot ${words[2]} of P${words[1]}`);
  }
  if (task.to.length > 1) state.tasks.push({ k: 'give', kind: task.kind, to: task.to.slice(1) });
}

