/**
 * Set and Summon, with the holy wars a summon's reveal starts (spec "Keywords": Set, Summon, Holy war, Merit).
 */
import type { TaskRules } from '../../../engine/referee.js';
import { catalogue } from '../cards/load.js';
import type { MidrashState, Task } from '../state.js';
import { m, who } from '../messages/index.js';
import { cardName, say } from './events.js';
import { discardCard, cardsAvailable, isEnemy, shuffleDeck, takeTop } from './grimoire.js';
import { placeCard } from './placing.js';
import { askTurn } from './question.js';
import { countConstant, faceOf, openSlots, summonLevel, territoryAttack } from './territory.js';
import { cardKey, TextTable } from '../../../engine/choice-text.js';
import { BARE, MOVES } from '../moves.js';
import { why } from '../messages/table-why.js';
import { seatState } from '../state.js';

const SET = new TextTable((kind, slot) => MOVES.text('set', { kind: catalogue().kindIds[kind]!, slot: slot + 1 }));
const SUMMON = new TextTable((level) => MOVES.text('summon', { level }));
const TAKE = new TextTable((card, slot) => MOVES.text('take', { card: card + 1, slot: slot + 1 }));
const FIGHT = new TextTable((card) => MOVES.text('fight', { card }));

/** Set choices (kind by kind, each on every open slot), appended to `out`. */
export function setChoices(state: MidrashState, out: string[] = []): string[] {
  const cat = catalogue();
  const seat = seatState(state, state.turn);
  const slots = openSlots(seat);
  for (let k = 0; k < cat.kindIds.length; k++) {
    if (state.supply[k]!.length === 0 || cat.kindFront[k]!.cost > seat.mana) continue;
    for (const s of slots) out.push(SET.get(k, s));
  }
  return out;
}

/** `set <kind> <slot>`: an equipment of that kind from the supply onto the slot (1-based), paid in MANA. */
export function applySet(state: MidrashState, kind: string, slot: number): void {
  const cat = catalogue();
  const k = cat.kindIds.indexOf(kind);
  const card = state.supply[k]!.pop()!;
  const seat = seatState(state, state.turn);
  seat.mana -= cat.kindFront[k]!.cost;
  placeCard(state, slot - 1, card);
  say(state, m().ev.sets(who(state, state.turn), cardName(card), String(slot)));
}

/** Summon choices, appended to `out`. */
export function summonChoices(state: MidrashState, out: string[] = []): string[] {
  const top = Math.min(4, summonLevel(state, seatState(state, state.turn)));
  for (let level = 1; level <= top; level++) if (cardsAvailable(state, level) > 0) out.push(SUMMON.get(level));
  return out;
}

/** Reveal 3; when all 3 are enemies they go back and the deck is shuffled (with its discard if it holds only enemies). */
export function startSummon(state: MidrashState, level: number, free: boolean): void {
  let cards = takeTop(state, level, 3, () => why().summon(who(state, state.turn), level));
  for (let tries = 0; !free && cards.length === 3 && cards.every(isEnemy) && tries < 10; tries++) {
    say(state, m().ev.allEnemies(cards.map(cardName).join(', ')));
    const deck = state.decks[level - 1]!;
    deck.unshift(...cards);
    if (deck.every(isEnemy)) deck.push(...state.discards[level - 1]!.splice(0));
    shuffleDeck(state, level);
    cards = takeTop(state, level, 3, () => why().summon(who(state, state.turn), level));
  }
  say(state, m().ev.summons(who(state, state.turn), level, cards.map(cardName).join(', ')));
  state.reveal = { level, cards, free, merits: 0 };
  state.tasks.push({ kind: 'take' });
  if (!free) state.tasks.push({ kind: 'war' });
}

function unfought(state: MidrashState): number[] {
  return state.reveal ? state.reveal.cards.filter(isEnemy) : [];
}

/** The `war` task: the next holy war. Several enemies: the summoner picks the order; a lone enemy is fought without asking. */
export const warTask: TaskRules<MidrashState, Extract<Task, { kind: 'war' }>> = {
  ask(state) {
    const enemies = unfought(state);
    if (enemies.length < 2) return null;
    return askTurn(state, enemies.map((c) => FIGHT.get(state.reveal!.cards.indexOf(c) + 1)));
  },
  run(state, _task, choice) {
    if (choice !== undefined) fight(state, state.reveal!.cards[MOVES.argsOf(choice, 'fight')!.card - 1]!);
    else {
      const enemies = unfought(state);
      if (enemies.length === 1) fight(state, enemies[0]!);
    }
    return true;
  },
};

function fight(state: MidrashState, enemy: number): void {
  const reveal = state.reveal!;
  reveal.cards.splice(reveal.cards.indexOf(enemy), 1);
  state.tasks.push({ kind: 'war' });
  const seat = seatState(state, state.turn);
  const ours = territoryAttack(state, seat);
  const face = faceOf(state, enemy);
  if (ours >= face.attack) {
    state.info.wonWar = true;
    say(state, m().ev.warWon(ours, cardName(enemy), face.attack));
    if (countConstant(state, seat, 'angelStatue') > reveal.merits) state.tasks.push({ kind: 'merit', card: enemy });
    else discardCard(state, enemy);
  } else {
    const lost = Math.min(seat.mana, face.cost);
    seat.mana -= lost;
    say(state, m().ev.warLost(ours, cardName(enemy), face.attack, lost));
    discardCard(state, enemy);
  }
}

/** The `merit` task: an enemy beaten in a holy war may be kept as a merit (one per Angel Statue in a summon). */
export const meritTask: TaskRules<MidrashState, Extract<Task, { kind: 'merit' }>> = {
  ask: (state) => askTurn(state, [BARE.merit, BARE.noMerit]),
  waits: () => true,
  run(state, task, choice) {
    if (choice === BARE.merit) {
      seatState(state, state.turn).merits.push(task.card);
      state.reveal!.merits++;
      say(state, m().ev.becomesMerit(cardName(task.card), who(state, state.turn)));
    } else discardCard(state, task.card);
    return true;
  },
};

function takeChoices(state: MidrashState): string[] {
  const reveal = state.reveal!;
  const seat = seatState(state, state.turn);
  const slots = openSlots(seat);
  const out: string[] = [];
  for (let i = 0; i < reveal.cards.length; i++) {
    const face = faceOf(state, reveal.cards[i]!);
    if ((face.enemy && !reveal.free) || face.cost > seat.mana) continue;
    for (const s of slots) out.push(TAKE.get(i, s));
  }
  out.push(BARE.takeNone);
  return out;
}

/** The `take` task: the pick from the revealed cards; with only "take none" to choose, nothing is asked. */
export const takeTask: TaskRules<MidrashState, Extract<Task, { kind: 'take' }>> = {
  ask(state) {
    const choices = takeChoices(state);
    return choices.length > 1 ? askTurn(state, choices) : null;
  },
  run(state, _task, choice) {
    applyTake(state, choice ?? BARE.takeNone);
    return true;
  },
};

function applyTake(state: MidrashState, choice: string): void {
  const reveal = state.reveal!;
  state.reveal = null;
  const take = MOVES.argsOf(choice, 'take'); // undefined: take none
  const taken = take && reveal.cards.splice(take.card - 1, 1)[0]!;
  for (const card of reveal.cards) discardCard(state, card);
  if (!take || taken === undefined) return;
  const seat = seatState(state, state.turn);
  seat.mana -= faceOf(state, taken).cost;
  say(state, m().ev.summonsTo(who(state, state.turn), cardName(taken), String(take.slot)));
  placeCard(state, take.slot - 1, taken);
}

/**
 * The search's key of a choice (`GameDefinition.choiceKey`): a pick from a summon's reveal (`take 2 3`, `fight 2`)
 * names the card instead of its place (`take [golem] 3`), since each of the search's samples reveals other cards;
 * other choices are their own key.
 */
export function choiceKey(state: MidrashState, choice: string): string {
  const reveal = state.reveal;
  const move = reveal ? MOVES.parse(choice) : undefined;
  if (!reveal || (move?.verb !== 'take' && move?.verb !== 'fight')) return choice;
  const card = reveal.cards[move.args.card - 1];
  return card === undefined ? choice : cardKey(choice, 1, catalogue().idOf[card]!);
}
