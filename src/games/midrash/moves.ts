/**
 * Midrash's moves, each declared once (engine/moves): how it is written in the log, its arguments, the sentence a
 * player reads in `moves`, `pick` and `history`, and its rules topic. Everything on a Midrash table is open, so every
 * seat reads the mover's sentence. The rules read moves through `MOVES.parse`, never by splitting the text.
 */
import { cardName as localName } from '../../engine/i18n.js';
import { numberArg, wordArg } from '../../engine/moves/kinds.js';
import { declareMoves, verbOf } from '../../engine/moves/table.js';
import { catalogue } from './cards/load.js';
import { effectText } from './effect-text.js';
import { m, who } from './messages/index.js';
import { copyableOps, effectAt } from './rules/card-effects.js';
import { faceOf, topCard } from './rules/territory.js';
import { cardName } from './rules/events.js';
import { pendingAt } from './rules/turn-start.js';
import type { MidrashState } from './state.js';
import { seatState } from './state.js';

const SLOT = numberArg(() => m().arg.slot);
const N = numberArg(() => m().arg.n);
const LEVEL = numberArg(() => m().arg.level);
const CARD = numberArg(() => m().arg.card);
const PLAYER = numberArg(() => m().arg.player);
const KIND = wordArg(() => m().arg.kind);

const verb = verbOf<MidrashState>();
const t = () => m().describe;

/** A card's name; the character (-1) is "the character", as the board shows it. */
const nameOf = (card: number) => (card < 0 ? t().theCharacter : cardName(card));
/** An equipment kind's name by its id in the notation (`golem`), or the id when it names none. */
function kindName(id: string): string {
  const cat = catalogue();
  const kind = cat.kindFront[cat.kindIds.indexOf(id)];
  return kind ? localName(kind.names) : id;
}
/** What using an effect does: the card, the effect in its words, the MANA it costs. */
function useText(state: MidrashState, slot: number, n: number): string {
  const a = effectAt(state, slot, n);
  if (!a) return String(n);
  // A slot's card is named with its slot: two Altars on two slots are two moves.
  const card = slot < 0 ? nameOf(a.card) : t().onSlot(nameOf(a.card), String(slot + 1));
  return t().use(card, effectText(state, a.effect.ops ?? []), a.effect.cost ?? 0);
}
/** Kriltu's pick: the discarded card of that level and the effect it lends. */
function copyText(state: MidrashState, level: number): string {
  const task = state.tasks[state.tasks.length - 1];
  const card = task?.kind === 'copy' ? task.options.find((c) => catalogue().front[c]!.level === level) : undefined;
  return card === undefined ? String(level) : t().copy(cardName(card), effectText(state, copyableOps(card) ?? []));
}
/** A waiting turn-start effect by its `resolve` label: its card (with its slot, if on one) and what it will do. */
function resolveText(state: MidrashState, label: string, slot?: number): string {
  const pending = pendingAt(state, label);
  if (!pending) return label;
  const card = slot === undefined ? nameOf(pending.card) : t().onSlot(nameOf(pending.card), String(slot));
  return t().resolve(card, effectText(state, pending.effect.ops ?? []));
}

export const MOVES = declareMoves({
  end: verb({ notation: 'end', args: {}, topic: 'turn', describe: () => t().end }),
  'use char': verb({
    notation: 'use char <effect>', args: { effect: N }, topic: 'turn',
    describe: (state, a) => useText(state, -1, a.effect),
  }),
  use: verb({
    notation: 'use <slot> <effect>', args: { slot: SLOT, effect: N }, topic: 'turn',
    describe: (state, a) => useText(state, a.slot - 1, a.effect),
  }),
  set: verb({
    notation: 'set <kind> <slot>', args: { kind: KIND, slot: SLOT }, topic: 'keywords',
    describe: (_state, a) => t().set(kindName(a.kind), String(a.slot)),
  }),
  summon: verb({ notation: 'summon <level>', args: { level: LEVEL }, topic: 'keywords', describe: (_state, a) => t().summon(String(a.level)) }),
  fight: verb({ notation: 'fight <card>', args: { card: CARD }, topic: 'keywords', describe: (_state, a) => t().fight(String(a.card)) }),
  merit: verb({ notation: 'merit', args: {}, topic: 'keywords', describe: () => t().merit }),
  'no merit': verb({ notation: 'no merit', args: {}, topic: 'keywords', describe: () => t().noMerit }),
  take: verb({
    notation: 'take <card> <slot>', args: { card: CARD, slot: SLOT }, topic: 'keywords',
    describe(state, a) {
      const card = state.reveal?.cards[a.card - 1];
      if (card === undefined) return t().take(t().someCard(String(a.card)), String(a.slot), String(a.card));
      const entry = faceOf(state, card).effects.flatMap((e) => (e.when === 'entry' ? e.ops ?? [] : []));
      return t().take(cardName(card), String(a.slot), String(a.card)) + (entry.length > 0 ? t().onEntry(effectText(state, entry)) : '');
    },
  }),
  'take none': verb({ notation: 'take none', args: {}, topic: 'keywords', describe: () => t().takeNone }),
  ritual: verb({ notation: 'ritual <level>', args: { level: LEVEL }, topic: 'keywords', describe: (_state, a) => t().ritual(String(a.level)) }),
  upgrade: verb({
    notation: 'upgrade <slot>', args: { slot: SLOT }, topic: 'keywords',
    describe(state, a) {
      const top = topCard(seatState(state, state.turn).slots[a.slot - 1]!);
      return t().upgrade(top === undefined ? t().someCard(String(a.slot)) : cardName(top), String(a.slot));
    },
  }),
  restore: verb({ notation: 'restore <slot>', args: { slot: SLOT }, topic: 'keywords', describe: (_state, a) => t().restore(String(a.slot)) }),
  waste: verb({
    notation: 'waste <player> <slot>', args: { player: PLAYER, slot: SLOT }, topic: 'keywords',
    describe: (state, a) => t().waste(who(state, a.player - 1), String(a.slot)),
  }),
  'waste calamity': verb({
    notation: 'waste calamity <calamity>', args: { calamity: N }, topic: 'solo',
    describe: (_state, a) => t().wasteCalamity(String(a.calamity)),
  }),
  declare: verb({ notation: 'declare <kind>', args: { kind: KIND }, topic: 'rulings', describe: (_state, a) => t().declare(kindName(a.kind)) }),
  give: verb({
    notation: 'give <player> <slot>', args: { player: PLAYER, slot: SLOT }, topic: 'rulings',
    describe: (state, a) => t().give(who(state, a.player - 1), String(a.slot)),
  }),
  'give calamity': verb({
    notation: 'give calamity <calamity>', args: { calamity: N }, topic: 'solo',
    describe: (_state, a) => t().coverCalamity(String(a.calamity)),
  }),
  copy: verb({ notation: 'copy <level>', args: { level: LEVEL }, topic: 'rulings', describe: (state, a) => copyText(state, a.level) }),
  'copy none': verb({ notation: 'copy none', args: {}, topic: 'rulings', describe: () => t().copyNone }),
  // The engine's ordered effects (ordered-effects.ts) write these as `resolve <label>`: the labels are `char` and `<slot> <n>`.
  'resolve char': verb({ notation: 'resolve char', args: {}, topic: 'turn', describe: (state) => resolveText(state, 'char') }),
  resolve: verb({
    notation: 'resolve <slot> <effect>', args: { slot: SLOT, effect: N }, topic: 'turn',
    describe: (state, a) => resolveText(state, `${a.slot} ${a.effect}`, a.slot),
  }),
});

/** The moves without arguments, written once (rules list and compare them; read them inside functions, not at load). */
export const BARE = {
  end: MOVES.text('end', {}), merit: MOVES.text('merit', {}), noMerit: MOVES.text('no merit', {}),
  takeNone: MOVES.text('take none', {}), copyNone: MOVES.text('copy none', {}),
};
