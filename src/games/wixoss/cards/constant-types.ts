/**
 * The constant abilities of WIXOSS card data (`effects.constant`: auras, protection, locks, replacements and the
 * like), apart from the rest of the card data types (types.ts, which re-exports them).
 */
import type { Color, Cost, CardType, Condition, CardFilter } from './types.js';

export interface Constant {
  /** Power change for the SIGNI in `scope`: yours ("allOwn", the default), this one ("self"), your others ("otherOwn"), the opponent's ("allOpp"). */
  aura?: number;
  /** "This SIGNI's power is N" (only with scope "self"): replaces the printed power while `if` holds. */
  power?: number;
  scope?: 'allOwn' | 'self' | 'otherOwn' | 'allOpp';
  /** Only SIGNI matching this get the aura. */
  filter?: CardFilter;
  lancer?: boolean;
  doubleCrush?: boolean;
  /** [Assassin] (SP02 on): its attack does not battle the SIGNI in front of it. */
  assassin?: boolean;
  /** Your SIGNI matching this are unaffected by the opponent's effects other than their LRIG's. */
  protect?: CardFilter;
  /** On an LRIG: every card of yours has this LRIG's `burst` as a Life Burst (besides its own). */
  allLifeBurst?: boolean;
  /** The opponent's SIGNI must attack if able (forced-attack.ts). */
  oppMustAttack?: boolean;
  /** The opponent must place SIGNI in front of this one while that zone is free (placement.ts). */
  placeInFront?: boolean;
  /** On a SIGNI: the ARTS of yours matching `filter` cost this much less (arts-cost.ts). */
  artsCostLess?: Cost;
  if?: Condition;
  /** Your spells matching `filter` cost this much [Colorless] less (WX01 Code Heart VAC). */
  spellDiscount?: { filter?: CardFilter; colorless: number };
  /** Every card in your ener zone has Multi Ener (WX01 Energe, Original Spear). */
  enerMulti?: boolean;
  /** Skip your grow phase (on an LRIG; WX01 Hanayo-Two Remodeled). */
  skipGrow?: boolean;
  /** Issue 46 costs: the `aura` comes once for each SIGNI (or level) counted (table/power-per.ts). */
  per?: PowerPer;
  /** The aura reaches only crossed SIGNI ("your crossed SIGNI get +5000"; Cross, table/cross.ts). */
  toCrossed?: boolean;
  /** This SIGNI cannot be banished by the opponent's effects while `if` holds (WX06 Tride; table/opponent-effect.ts). */
  noBanishByOpp?: boolean;
  /** The opponent cannot put their own SIGNI from the field into the trash except by effects (WX04 Code Art ACG; table/self-trash-lock.ts). */
  oppNoSelfTrash?: boolean;
  // WX04 Iona, Ultima/Maiden: rules for all players while this LRIG is on the field (table/field-limits.ts)
  /** Every player draws only 1 card in their draw phase. */
  drawOnlyOne?: boolean;
  /** Every player may have only 1 SIGNI on the field; more go to the trash at rule processing (the player picks). */
  oneSigniEach?: boolean;
  /** On an LRIG: it has the activated abilities of every LRIG in your LRIG trash (WX05 level 5 LRIGs; table/lrig-acts.ts). */
  inheritActs?: boolean;
  /** WX05 Arc Energe (table/opponent-locks.ts): the opponent skips their ener phase; their banished SIGNI go to the trash. */
  skipOppEner?: boolean;
  oppBanishToTrash?: boolean;
  /** The opponent's spells cost this much more while this SIGNI is on the field (table/spell-cost-field.ts). */
  oppSpellCostMore?: Cost;
  /** This SIGNI cannot attack while `if` holds (WX05 Uranium; table/action-blocks.ts). */
  noAttack?: boolean;
  /**
   * On the field this SIGNI's level is `level` while you have another SIGNI of one of the classes `whileOther`
   * (WX04 Shienko; table/defs.ts). Elsewhere (the hand, as it is put onto the field) it has its printed level.
   */
  fieldLevel?: { level: number; whileOther: string[] };
  /**
   * With `protect`: only the effects of the opponent's cards of this type are ignored (SP06 Nickel: spells), or of
   * these types (WX04 Contempora: LRIG, SIGNI and Resona; without `protectFrom` an LRIG's effects are never ignored).
   */
  protectFrom?: CardType | CardType[];
  /** WX05 Code Labyrinth Louvre: the SIGNI in front of this one loses its abilities (table/lose-abilities.ts). */
  frontLosesAbilities?: boolean;
  /** WX05 Mirurun Tico (an LRIG): the opponent cannot use spells (table/spell-lock.ts). */
  oppNoSpells?: boolean;
  /** WX05 Ulith, Enma of Nihilism (an LRIG): the limiting conditions of your ARTS and spells are ignored (table/limiting-ignored.ts). */
  ownLimitingIgnored?: boolean;
  /** WX05 Lion, Phantom Beast Deity: the opponent's effects change no SIGNI's power (table/power-lock.ts). */
  oppNoPowerChange?: boolean;
  /** With `protect`: only your SIGNI whose power is at least this (WX05 Lion; measured without the opponent's auras). */
  protectMinPower?: number;
  /** "If your SIGNI would ..., instead you may ..." (a replacement effect; table/replace.ts, rules/replace.ts). */
  replace?: Replacement;
  /** "When you pay [color], you may put a card of your ener zone matching `filter` into the trash instead" (table/pay-with.ts). */
  payWith?: PayWith;
  /** WX05 Tamayorihime, Sunspot Miko (an LRIG): every SIGNI outside the ener zones, both players', is this colour only (table/color-override.ts). */
  signiColor?: Color;
  /** WX05 Code Love Heart CMR: in the opponent's turn, outside their draw and grow phases, no card goes into their hand (table/hand-lock.ts). */
  oppHandLock?: boolean;
}

/**
 * SP07 Marche, Anne=Fourth (table/pay-with.ts): a card of your ener zone matching `filter` may stand for one [color]
 * of a cost you pay from the ener zone (it goes to the trash as a paid card does). On a SIGNI: while it is on your
 * field, every such cost. `ownGrow` (on an LRIG): only the grow cost of this LRIG, as you grow into it.
 */
export interface PayWith {
  color: Color;
  filter: CardFilter;
  ownGrow?: boolean;
}

/**
 * A replacement effect (WX04 Paimon, WX06 Shironakuji): when one of your SIGNI matching `filter` (`other`: not this
 * one) would be banished (`event: banish`) or leave the field (`leave`, any way; `byOpponent`: only by an effect of
 * the opponent), its owner may have `instead` happen and the event does not: `trashCharm` puts that SIGNI's Charm
 * into the trash, `selfPower` gives this SIGNI `amount` until end of turn.
 */
export interface Replacement {
  event: 'banish' | 'leave';
  filter?: CardFilter;
  other?: boolean;
  byOpponent?: boolean;
  instead: 'trashCharm' | 'selfPower';
  amount?: number;
}

/** Issue 46 costs: "for each (level of) your other <class> SIGNI" / "for each of the opponent's SIGNI". */
export interface PowerPer {
  side?: 'own' | 'opponent';
  filter?: CardFilter;
  /** Not the card that has the ability. */
  other?: boolean;
  /** Count their levels, not the SIGNI. */
  levels?: boolean;
  /** Count the cards under this SIGNI instead, its Charm included (WX05 Uranium; table/under.ts). */
  under?: boolean;
}
