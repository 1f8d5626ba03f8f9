/**
 * The effect-op library (src/engine/ops.ts): every op of the card data names its handler here. The handlers live in
 * their sets (ops.ts, ops-*.ts); an op that runs another op's steps names the set it takes them from, so no set
 * imports the library.
 */
import { opHandler, type OpLibrary } from '../../../engine/ops.js';
import { CORE_OPS, type OpHandler } from './ops.js';
import type { Op } from './types.js';
import { ANY_OPS } from './ops-any.js';
import { BANISH_EVERY_OPS } from './ops-banish-every.js';
import { BANISH_SELF_OPS } from './ops-banish-self.js';
import { CLASS_OPS } from './ops-classes.js';
import { CONTROL_OPS } from './ops-control.js';
import { COST_OPS, OPTIONAL_COST_OPS } from './ops-costs.js';
import { COUNT_OPS } from './ops-count.js';
import { CUTIN_OPS } from './ops-cutin.js';
import { FIELD_OPS } from './ops-field.js';
import { FREE_ACT_OPS } from './ops-free-act.js';
import { GROW_OPS } from './ops-grow.js';
import { GUARD_OPS } from './ops-guard.js';
import { IF_YOU_DO_OPS } from './ops-ifyoudo.js';
import { KEYWORD_OPS } from './ops-keywords.js';
import { LATER_OPS } from './ops-later.js';
import { LIFE_SWAP_OPS } from './ops-life-swap.js';
import { LIFE_TRADE_OPS } from './ops-life-trade.js';
import { LIFE_OPS } from './ops-life.js';
import { LOOK_OPS } from './ops-look.js';
import { LRIG_COLOR_OPS } from './ops-lrig-color.js';
import { MASS_OPS } from './ops-mass.js';
import { MODE_OPS } from './ops-mode.js';
import { MOVE_OPS } from './ops-move.js';
import { OWN_OPS } from './ops-own.js';
import { REVEAL_OPS } from './ops-reveal.js';
import { SWEEP_OPS } from './ops-sweep.js';
import { UP_OPS } from './ops-up.js';
import { ENER_TRASH_OPS } from './ops-ener-trash.js';
import { SELF_OPS } from './ops-self.js';
import { SUBJECT_OPS } from './ops-subject.js';
import { NEXT_SPELL_OPS } from './ops-next-spell.js';
import { CHARM_OPS } from './ops-charm.js';
import { EXCEED_OPS } from './ops-exceed.js';
import { LRIG_TRASH_ALL_OPS, LRIG_TRASH_OPS } from './ops-lrig-trash.js';
import { EXTRA_TURN_OPS } from './ops-extra-turn.js';
import { LEVEL_POWER_OPS } from './ops-level-power.js';
import { ASSASSIN_OPS } from './ops-assassin.js';
import { DISCARD_BANISH_OPS } from './ops-discard-banish.js';
import { HAND_LOOK_OPS } from './ops-hand-look.js';
import { REARRANGE_OPS } from './ops-rearrange.js';
import { UP_OR_DOWN_OPS } from './ops-up-or-down.js';
import { DISCARD_CHOICE_OPS } from './ops-discard-choice.js';
import { MILL_BANISH_OPS } from './ops-mill-banish.js';
import { REVEAL_UNTIL_OPS } from './ops-reveal-until.js';
import { LOOK_TRASH_OPS } from './ops-look-trash.js';
import { REBIRTH_OPS } from './ops-rebirth.js';
import { FILTER_PAIR_OPS } from './ops-filter-pairs.js';
import { ARTS_PROOF_OPS } from './ops-arts-proof.js';
import { POWER_LOSS_OPS } from './ops-power-loss.js';
import { PAID_COLOR_OPS } from './ops-paid-colors.js';
import { END_TURN_OPS } from './ops-end-turn.js';
import { GRANT_ACT_OPS } from './ops-grant-act.js';
import { DAMAGE_OPS } from './ops-damage.js';
import { REVEAL_MORE_OPS } from './ops-reveal-more.js';
import { ATTACK_LIMIT_OPS } from './ops-attack-limits.js';
import { EACH_TRASH_OPS } from './ops-each-trash.js';
import { ENER_SWEEP_OPS } from './ops-ener-sweep.js';
import { MAY_DISCARD_OPS } from './ops-may-discard.js';
import { DECLARE_MILL_OPS } from './ops-declare-mill.js';
import { LIFE_REFILL_OPS } from './ops-life-refill.js';
import { HAND_SIZE_OPS } from './ops-hand-size.js';
import { FREE_SPELL_OPS } from './ops-free-spell.js';
import { ZONE_KEYWORD_OPS } from './ops-zone-keyword.js';
import { REVEAL_BOTTOM_OPS } from './ops-reveal-bottom.js';
import { TO_DECK_OPS } from './ops-to-deck.js';
import { LRIG_UNDER_OPS } from './ops-lrig-under.js';
import { BANISH_COST_OPS } from './ops-banish-cost.js';
import { ENER_TRASH_COST_OPS } from './ops-ener-trash-cost.js';
import { ALL_FROZEN_OPS } from './ops-all-frozen.js';
import { REVEAL_HAND_OPS } from './ops-reveal-hand.js';
import { SHIELD_OPS } from './ops-shield.js';
// issue 46, helper m3a: whole-hand discards, the greatest power
import { DISCARD_HAND_OPS } from './ops-discard-hand.js';
import { GREATEST_POWER_OPS } from './ops-greatest-power.js';
import { PAID_LEVEL_OPS } from './ops-paid-levels.js';
import { REVEAL_POWER_OPS } from './ops-reveal-power.js';
import { DIFFERENT_NAME_OPS } from './ops-different-names.js';
import { DECLARE_REVEAL_OPS } from './ops-declare-reveal.js';
import { NEGATE_ATTACK_OPS } from './ops-negate-attack.js';
import { QUINN_OPS } from './ops-quinn.js';
import { FREE_ARTS_OPS } from './ops-free-arts.js';
import { OPP_SPELL_OPS } from './ops-opp-spell.js';
import { REVEAL_COUNT_OPS } from './ops-reveal-count.js';
import { UNDER_OPS } from './ops-under.js';
import { HAND_LOCK_OPS } from './ops-hand-lock.js';
import { LRIG_FREEZE_OPS } from './ops-lrig-freeze.js';
import { BOUNCE_EVERY_OPS } from './ops-bounce-every.js';
import { OPP_HAND_SPELL_OPS } from './ops-opp-hand-spell.js';
import { DOUBLE_POWER_OPS } from './ops-double-power.js';
import { LOSE_ABILITIES_OPS } from './ops-lose-abilities.js';
import { OPP_TRASH_SPELL_OPS } from './ops-opp-trash-spell.js';
import { ICON_GUESS_OPS } from './ops-icon-guess.js';

export const OPS: OpLibrary<OpHandler> = {
  // Each file one mechanic (its file name says which).
  // Keywords, the field, costs, and the basic ops every set uses.
  ...KEYWORD_OPS, ...FIELD_OPS, ...COST_OPS, ...CORE_OPS, ...OPTIONAL_COST_OPS, ...CONTROL_OPS,
  // Looking at, revealing and moving cards between zones; sweeps of a whole zone; life cloth.
  ...LOOK_OPS, ...REVEAL_OPS, ...MOVE_OPS, ...SWEEP_OPS, ...MASS_OPS, ...BANISH_EVERY_OPS, ...ENER_TRASH_OPS, ...DISCARD_BANISH_OPS,
  ...LIFE_OPS, ...LIFE_SWAP_OPS, ...LIFE_TRADE_OPS, ...LRIG_TRASH_OPS,
  // Picking SIGNI (either player's, your own, by class), power by level, up/down, guard and attack limits.
  ...ANY_OPS, ...OWN_OPS, ...CLASS_OPS, ...LEVEL_POWER_OPS, ...UP_OPS, ...GUARD_OPS, ...ASSASSIN_OPS, ...LRIG_COLOR_OPS,
  // Steps of an effect: "if you do", counts, modes, later turns, cut-in, free grow, this SIGNI itself, the event's card.
  ...IF_YOU_DO_OPS, ...COUNT_OPS, ...MODE_OPS, ...LATER_OPS, ...CUTIN_OPS, ...GROW_OPS, ...SELF_OPS, ...SUBJECT_OPS, ...NEXT_SPELL_OPS,
  // Kano and Umr=Fyra's own mechanics (with the powerReached trigger, rules/power-edge.ts); Charm; Exceed.
  ...BANISH_SELF_OPS, ...FREE_ACT_OPS, ...CHARM_OPS, ...EXCEED_OPS,
  // Looking at the opponent's hand (Code Art TAP); rearranging a field (Code Maze).
  ...HAND_LOOK_OPS, ...REARRANGE_OPS,
  // Up or down one SIGNI of either field (Nyarobu).
  ...UP_OR_DOWN_OPS,
  // "Discard one <Atom> SIGNI or two cards" (Helium).
  ...DISCARD_CHOICE_OPS,
  // Banishes whose power limit is a count (Colonel Flathro).
  ...MILL_BANISH_OPS,
  // Reveal until a match (Cubi, Inactivity); look, take one, the rest to the trash (Inactivity's Burst).
  ...REVEAL_UNTIL_OPS, ...LOOK_TRASH_OPS,
  // Banish any number of yours, then as many from the deck onto the field (Rebirth).
  ...REBIRTH_OPS,
  // One card for each of several filters: a trash cost, a discard (Hammer).
  ...FILTER_PAIR_OPS,
  // Unaffected by the opponent's ARTS; no ARTS next turn (No Gain).
  ...ARTS_PROOF_OPS,
  // Power 0 banishes to the trash, double power losses this turn (Violence Splash).
  ...POWER_LOSS_OPS,
  // A SIGNI of each colour the spell was paid with (Get Gate).
  ...PAID_COLOR_OPS,
  // The opponent's LRIG cannot attack (WX06 Pinch Defense).
  ...ATTACK_LIMIT_OPS,
  // Each player puts one of their SIGNI into the trash, picked as it resolves (WX04 Dark Matter).
  ...EACH_TRASH_OPS,
  // Every matching card of your ener zone into the trash, "if N or more went" (WX04 Yuzuki-Fourth Warning).
  ...ENER_SWEEP_OPS,
  // "You may discard N ...; if you do", and an ARTS back to the LRIG deck (SP07 Divine Grace).
  ...MAY_DISCARD_OPS,
  // Exceed LRIGs of WX05-WX06: a declared number milled (Umuru=Fem), life cloth trashed and refilled (Eldora=Mark V), a draw to a hand size (Piruluk ACRO),
  // a spell from the hand for free (Yuzuki-Five).
  ...DECLARE_MILL_OPS, ...LIFE_REFILL_OPS, ...HAND_SIZE_OPS, ...FREE_SPELL_OPS,
  // A keyword for the SIGNI of one zone over two turns (Most Treasured Fragment's Life Burst).
  ...ZONE_KEYWORD_OPS,
  // Revealing the top and putting the rest on the bottom (WX05-WX06).
  ...REVEAL_BOTTOM_OPS, ...TO_DECK_OPS, ...LRIG_UNDER_OPS, ...BANISH_COST_OPS, ...ALL_FROZEN_OPS, ...REVEAL_HAND_OPS, ...SHIELD_OPS,
  // Issue 46 (helper m3a): discard the whole hand (Grave Gut); the opponent's SIGNI of the greatest power (Swift Divine Punishment).
  ...DISCARD_HAND_OPS, ...GREATEST_POWER_OPS,
  // Power by the levels paid: discarded (Macaron Bugs) or trashed for a Resona's play condition (Mukadesu).
  ...PAID_LEVEL_OPS,
  // <Atom> SIGNI with different names: SHORT's discards, Chemical Flash's trash to the deck's bottom.
  ...DIFFERENT_NAME_OPS,
  // Declare a level, reveal the top cards (Modern Boundary).
  ...DECLARE_REVEAL_OPS,
  // An attack negated (Anne=Fourth).
  ...NEGATE_ATTACK_OPS,
  // A SIGNI moved in front of the attacker; a found SIGNI into hand or onto the field (Quinn).
  ...QUINN_OPS,
  // An ARTS used from the LRIG deck without its cost (Code Piruluk E).
  ...FREE_ARTS_OPS,
  // The opponent's spell used as your own (Mind Mines).
  ...OPP_SPELL_OPS,
  // End this turn (WX05 End Hole; its "if every colour was paid" is ifPaidColors of PAID_COLOR_OPS).
  ...END_TURN_OPS,
  // An [Action] ability your LRIG gains until end of turn (WX05 Final Destruction).
  ...GRANT_ACT_OPS,
  // Damage dealt by an effect (WX05 Diabride).
  ...DAMAGE_OPS,
  // This turn your effects may reveal one more card (WX06 Grid).
  ...REVEAL_MORE_OPS,
  // Reveal the top and count names; picks as the effect resolves (Fortune Five).
  ...REVEAL_COUNT_OPS,
  // Cards under a SIGNI (Uranium).
  ...UNDER_OPS,
  // Every SIGNI of a side back to the hand (Anne Fifth).
  ...BOUNCE_EVERY_OPS,
  // A spell used from the opponent's hand (Mirurun Yocto).
  ...OPP_HAND_SPELL_OPS,
  // Doubled power of all your SIGNI (Shienko).
  ...DOUBLE_POWER_OPS,
  // The opponent's SIGNI lose their abilities during your next turn (WX05 Code Labyrinth Louvre's Life Burst).
  ...LOSE_ABILITIES_OPS,
  // A spell of the opponent's trash used as your own (WX05 Mirurun Tico's Exceed 2).
  ...OPP_TRASH_SPELL_OPS,
  // A hand card chosen, a colour declared by the opponent (WX05 Ulith, Enma of Nihilism's Exceed 5).
  ...ICON_GUESS_OPS,
  // Hand cards revealed, power for each (WX06 Shironakuji's Burst).
  ...REVEAL_POWER_OPS,
  // WX05 Mayu, Genesis Miko: the LRIG trash moved whole (On-Play) and an extra turn (Exceed 5).
  ...LRIG_TRASH_ALL_OPS, ...EXTRA_TURN_OPS,
  // A card of the ener zone into the trash as a cost (WX05 Tamayorihime, Sunspot Miko).
  ...ENER_TRASH_COST_OPS,
  // WX05 Code Love Heart CMR: the ops that only put cards into a hand, doing nothing while it is locked (last: they replace those above).
  ...HAND_LOCK_OPS,
  // Down and freeze the opponent's LRIG (WX05 Code Love Heart CMR's Burst).
  ...LRIG_FREEZE_OPS,
};

/** Ops that pick targets in the target stage. */
export function isTargeting(op: Op): boolean {
  return Boolean(opHandler(OPS, op.op).askTarget);
}
