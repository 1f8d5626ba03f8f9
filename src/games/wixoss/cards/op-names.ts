/**
 * The effect ops the data may use, each with the parameters its handler reads (handlers: ops.ts and the ops-*.ts
 * it spreads in; kept apart from them so validation needs no rules code). validate.ts checks every op of the data
 * against this table: an unknown, mistyped or missing parameter is an error with its field path.
 */
import { optional, optionals, param, type OpParams, type OpTable } from '../../../engine/op-params.js';
import { checkCondition, checkCost, checkFilter, checkPer } from './data-checks.js';
import { COLORS } from './types.js';

const n = param.int(0, 40);
const count = param.int(1, 40);
const amount = param.int(-99999, 99999);
const power = param.int(0, 99999);
const filter = param.game('a card filter', (v, path, errors) => checkFilter(errors, path, v));
const side = param.oneOf(['own', 'opponent']);
const who = param.oneOf(['self', 'all']);
const keyword = param.oneOf(['lancer', 'doubleCrush', 'noBanish', 'assassin']);

/** legalZones / stillLegal (targets.ts): which SIGNI an op may pick. */
const TARGET = optionals({ filter, maxPower: power, minPower: power, frozen: param.bool() });
/** signiTargeting + eachTarget (ops.ts): "1 / up to N SIGNI on one side". */
const SIGNI_TARGETING: OpParams = { ...TARGET, ...optionals({ side, count, upTo: param.bool(), optional: param.bool() }) };
/** putOnField's questions and moves (ops-field.ts). */
const PUT = optionals({ filter, from: param.oneOf(['trash', 'deck', 'ener', 'hand', 'lrigDeck']), count, upTo: param.bool(), on: param.oneOf(['self']), noOnPlay: param.bool(), trashAtEnd: param.bool(), downed: param.bool() });
/** "Choose cards among these" (search, trash, ener; ops.ts pickFrom). */
const PICK = optionals({ filter, count, upTo: param.bool() });
const NONE: OpParams = {};

/** Every op may carry `if`: rules/tasks.ts skips the op when the condition fails. */
export const COMMON_OP_PARAMS: OpParams = { if: optional(param.game('a condition', (v, path, errors) => checkCondition(errors, path, v))) };

export const OP_PARAMS: OpTable = {
  draw: optionals({ n }), enerCharge: optionals({ n }),
  banish: SIGNI_TARGETING, bounce: SIGNI_TARGETING, down: SIGNI_TARGETING,
  powerOne: { ...SIGNI_TARGETING, amount }, powerAll: { amount, side: optional(side) }, setPower: { value: power },
  cannotAttack: NONE,
  search: optionals({ filter, count, noShuffle: param.bool() }),
  reorderTop: optionals({ n }), trashToHand: PICK, enerToHand: PICK,
  mill: optionals({ n, who }), discard: optionals({ n }), oppDiscards: optionals({ n }), randomDiscard: NONE, peekDiscard: { level: param.int(0, 9) },
  // booster-era mechanics (docs/wixoss-card-data.md)
  power: optionals({ amount, on: param.oneOf(['self', 'subject']) }),
  gain: optionals({ who, filter, on: param.oneOf(['self', 'subject']), keyword, grant: param.int(0, 9) }),
  gainOne: { ...SIGNI_TARGETING, ...optionals({ keyword, grant: param.int(0, 9) }) },
  freeze: { ...SIGNI_TARGETING, ...optionals({ who, andDown: param.bool(), on: param.oneOf(['subject']) }) },
  trashSigni: SIGNI_TARGETING, putOnField: PUT, addLife: optionals({ n }), crush: optionals({ n, side, filter }),
  noAttackOne: SIGNI_TARGETING, shuffle: NONE, declareTopToHand: NONE,
  // extra costs (put in front of an effect's ops by the loader, never written in the data)
  payDiscard: optionals({ n, filter }), payTrash: optionals({ n, filter, on: param.oneOf(['self']) }), payLrigDeck: optionals({ filter }),
  payDown: optionals({ filter, on: param.oneOf(['self']), n: count }),
  // named handlers for oddities
  declareDiscard: NONE, discardThreeBanishAll: NONE, downOwnThenBanish: NONE,
  // cut-in, looking at the deck, sweeps, LRIG colour, either player's SIGNI, guard limits, up, life for cards (ops-cutin, ops-look, ops-sweep, ops-lrig-color, ops-any, ops-guard, ops-up, ops-life-trade)
  cancelSpell: NONE, lookTrashReorder: optionals({ n }), upAll: NONE, trashAllSigni: optionals({ side }), trashAllEner: optionals({ side }),
  trashToHandLrigColor: NONE, trashToDeckAll: optionals({ filter }), noGuardUpTo: optionals({ level: param.int(0, 9) }), up: NONE,
  topToFieldIfAlone: optionals({ filter }), downAllOpposing: NONE, upLrig: NONE,
  trashOwnLifeToCrush: optionals({ side, filter }), oppBanishToTrash: NONE,
  // "if you do" steps, reveals, counts, sweeps, modes, life cloth, either player's SIGNI
  trashOwnThen: TARGET, banishOwnThen: TARGET, revealTopToHand: optionals({ filter }), revealTopDraw: optionals({ filter, n }),
  revealTopPick: optionals({ filter, n }), drawPer: optionals({ filter }), enerChargePer: optionals({ filter }),
  banishEvery: { ...TARGET, ...optionals({ who, side }) }, chooseMode: NONE, lifeSwap: NONE,
  banishAny: TARGET, powerAny: { ...TARGET, amount }, trashOwnBanishEach: optionals({ filter }), trashOwnAddLife: optionals({ filter }),
  banishTotalPower: optionals({ amount: power }), oppBanishOwn: NONE, gainNextTurn: optionals({ keyword }), downLrigOrSigni: TARGET,
  // control, optional costs, life cloth, moving cards, mass effects, classes, your own SIGNI (ops-control, ops-costs, ops-life, ops-move, ops-mass, ops-classes, ops-own)
  ifDone: optionals({ skip: count }), ifMilled: optionals({ skip: count, filter, count }),
  optionalCost: optionals({ cost: param.game('a cost (colour -> count)', (v, path, errors) => checkCost(errors, path, v)), lifeToTrash: n }),
  lifeLook: optionals({ n }), lifeReorder: optionals({ n }), lifeToHand: NONE, chosenLifeToHand: NONE, handToLife: NONE, lifeToTrash: optionals({ n }),
  oppLifeReveal: NONE, oppLifeMayTrash: NONE,
  searchToTrash: optionals({ filter, count, differentLevels: param.bool() }), trashToBottom: optionals({ filter, count, differentLevels: param.bool() }),
  discardAllDrawMax: NONE, mayTrashAllOwn: optionals({ filter, count, differentLevels: param.bool() }),
  millChooseClass: optionals({ n, count, amount: count }), discardMatching: optionals({ filter }),
  trashOwnBanishSameLevel: optionals({ filter, other: param.bool() }), lookTake: optionals({ n, filter }), banishWeakerAttacker: NONE,
  selfToBottom: NONE, powerThenLancer: optionals({ amount, minPower: power }), growSameLevel: NONE, freeGrowNextTurn: NONE,
  crushOwnToTrash: NONE, putOnFieldGrant: { ...PUT, ...optionals({ grant: param.int(0, 9) }) }, trashSelf: NONE, declareShieldLife: NONE,
  // a SIGNI that banishes itself (Kano; ops-banish-self), free activations from the trash (Umr=Fyra; ops-free-act)
  banishSelf: NONE, freeTrashAct: NONE,
  // the opponent's ener into the trash (ops-ener-trash.ts)
  oppEnerToTrash: optionals({ n: count, upTo: param.bool(), filter }), oppTrashesEner: optionals({ n: count, upTo: param.bool(), filter }),
  // this SIGNI back to its owner's hand; the "down this SIGNI" cost (ops-self.ts)
  returnSelf: NONE, payDownSelf: NONE, banishSubject: NONE,
  nextSpellCostsLess: { cost: param.game('a cost (colour -> count)', (v, path, errors) => checkCost(errors, path, v)), noCancel: optional(param.bool()) }, // ops-next-spell.ts
  // Charm (ops-charm.ts), Exceed (ops-exceed.ts); payCharm and payExceed are extra costs, never written in the data
  charmTop: optionals({ filter, on: param.oneOf(['self']), optional: param.bool() }), charmSelf: optionals({ filter, optional: param.bool() }),
  payCharm: optionals({ n: count }), payExceed: { n: count }, lrigTrashToDeck: optionals({ filter }),
  powerPerLevel: { ...SIGNI_TARGETING, amount, ...optionals({ levelsOf: filter }) },
  assassinThisTurn: { frontPowerAtLeast: power }, // Assassin (ops-assassin.ts)
  // discard, then banish as many (ops-discard-banish.ts)
  discardBanishEach: optionals({ filter, count }),
  // Exceed LRIGs of WX05-WX06: a declared number milled (ops-declare-mill.ts), life cloth trashed and refilled (ops-life-refill.ts)
  declareMill: NONE, lifeRefill: NONE,
  // reveal the top, take, the rest to the bottom (ops-reveal-bottom.ts)
  revealRestBottom: { n: count, ...optionals({ filter, all: param.bool(), topOrBottom: param.bool() }) },
  toDeckShuffle: SIGNI_TARGETING, // a SIGNI into its owner's deck, shuffled (ops-to-deck.ts)
  lrigUnderToTrash: { n: count }, // cards from under your LRIG as an effect (ops-lrig-under.ts)
  mayRevealFromHand: optionals({ filter, required: param.bool() }), searchSameName: optionals({ count }), // "you may reveal ... from your hand; if you do" (ops-reveal-hand.ts)
  shieldThisTurn: optionals({ filter }), // unaffected by the opponent's spells and SIGNI this turn (ops-shield.ts)
  ifAllOppFrozen: NONE, // "if all opposing SIGNI are frozen" (ops-all-frozen.ts)
  payBanish: optionals({ n: count, filter, on: param.oneOf(['self']) }), // the banish cost (ops-banish-cost.ts; an extra cost, never written in the data)
  // issue 46, helper m3a: discard the whole hand (ops-discard-hand.ts); the greatest power (ops-greatest-power.ts)
  discardHand: NONE, bounceGreatest: NONE,
  // power by the levels paid (ops-paid-levels.ts)
  discardPowerPerLevel: { ...SIGNI_TARGETING, amount, levelsOf: filter }, powerPerPaidLevel: { ...SIGNI_TARGETING, amount },
  oppTrashToTop: optionals({ filter }), // ops-to-deck.ts
  discardDifferentNames: optionals({ n: count, filter }), namesToBottomBanish: optionals({ filter }), // ops-different-names.ts
  declareRevealTop: optionals({ n: count }), // ops-declare-reveal.ts
  negateAttack: NONE, // ops-negate-attack.ts
  moveInFront: NONE, searchHandOrField: optionals({ filter }), // ops-quinn.ts
  useArtsFree: optionals({ filter }), // ops-free-arts.ts
  revealOppSpellUse: NONE, // ops-opp-spell.ts
};

// issue 46 costs: parameters added to existing ops ("for each" power, a filtered or self `up`, "your other" counts)
const per = param.game('a count', (v, path, errors) => checkPer(errors, path, v));
Object.assign(OP_PARAMS, {
  powerAll: { ...OP_PARAMS.powerAll, ...optionals({ per, filter }) }, // filter: which of them (WX04 Neon)
  up: optionals({ filter, on: param.oneOf(['self']) }),
  drawPer: optionals({ filter, other: param.bool() }), enerChargePer: optionals({ filter, other: param.bool() }),
  // the pick of search, trashToHand and enerToHand (ops.ts pickFrom) reads differentLevels
  search: { ...OP_PARAMS.search, ...optionals({ differentLevels: param.bool() }) },
  trashToHand: { ...PICK, ...optionals({ differentLevels: param.bool() }) }, enerToHand: { ...PICK, ...optionals({ differentLevels: param.bool() }) },
  trashToHandLrigColor: optionals({ filter, count, upTo: param.bool() }), downOwnThenBanish: optionals({ filter }),
  powerOne: { ...OP_PARAMS.powerOne, ...optionals({ perLevel: param.bool(), perLrigLevel: param.bool() }) },
  revealTopPick: optionals({ filter, n, all: param.bool() }),
});
// Exceed LRIGs of WX05-WX06: lifeReorder of every life cloth (Eldora=Mark V)
Object.assign(OP_PARAMS, { lifeReorder: optionals({ n, all: param.bool() }) });
// Exceed LRIGs of WX05: every coloured ener card of both players (Midoriko Type Five)
Object.assign(OP_PARAMS, { trashAllEner: optionals({ side, who, filter }) });
// Exceed LRIGs of WX05: the opponent's whole hand discarded, a draw up to a hand size (Code Piruluk ACRO; ops-hand-size.ts)
Object.assign(OP_PARAMS, { oppDiscards: optionals({ n, all: param.bool() }), drawToHandSize: { n: count } });
// Exceed LRIGs of WX05: a spell from the hand without paying its cost (Yuzuki-Five; ops-free-spell.ts)
Object.assign(OP_PARAMS, { freeSpellFromHand: optionals({ filter }) });
// Double Crush sources of WX05: the SIGNI of one zone this turn and the next (Most Treasured Fragment; ops-zone-keyword.ts)
Object.assign(OP_PARAMS, { zoneKeyword: { keyword, ...optionals({ zone: param.int(1, 3) }) } });

// WX04-WX06 odd cards: a crush whose Life Bursts are not used; the opponent's LRIG cannot attack (ops-attack-limits.ts)
Object.assign(OP_PARAMS, {
  crush: { ...OP_PARAMS.crush, ...optionals({ noBurst: param.bool() }) },
  noAttackLrig: NONE,
  ownSigniToTrash: NONE, oppSigniToTrash: NONE, // each player puts one of their SIGNI into the trash (ops-each-trash.ts)
  gain: { ...OP_PARAMS.gain, ...optionals({ on: param.oneOf(['self', 'subject', 'target']) }) }, // on: target (Angry Roar)
  enerToTrashAll: optionals({ filter, count }), // all matching ener into the trash; done with `count` or more (ops-ener-sweep.ts)
  mayDiscard: optionals({ n: count, filter }), returnToLrigDeck: NONE, // ops-may-discard.ts (SP07 Divine Grace)
});
// powerAll per level of the SIGNI trashed by this effect (ops-trashed-level.ts)
Object.assign(OP_PARAMS, { powerAll: { ...OP_PARAMS.powerAll, ...optionals({ perTrashedLevel: param.bool() }) } });
// upAll of only your SIGNI matching a filter (WX05 Jinbei; ops-sweep.ts)
Object.assign(OP_PARAMS, { upAll: optionals({ filter }) });

// WX05 Code Labyrinth Louvre: the opponent's SIGNI lose their abilities during your next turn (ops-lose-abilities.ts)
Object.assign(OP_PARAMS, { oppNoAbilitiesNextTurn: NONE });

// WX05 Mirurun Tico: revealRestBottom that only looks (each looked-at card on the top or the bottom; ops-reveal-bottom.ts)
Object.assign(OP_PARAMS, { revealRestBottom: { ...OP_PARAMS.revealRestBottom, ...optionals({ look: param.bool() }) } });

// WX05 Mirurun Tico: a spell of the opponent's trash used as your own (ops-opp-trash-spell.ts)
Object.assign(OP_PARAMS, { useOppTrashSpell: NONE });

// WX05 Ulith, Enma of Nihilism: a hand card chosen, a colour declared by the opponent (ops-icon-guess.ts)
Object.assign(OP_PARAMS, { handIconGuess: NONE });

/** The fields of an effect's `costs` as the data writes them; cards/costs.ts turns each into its `pay*` op above. */
export const EXTRA_COST_FIELDS: Readonly<Record<string, OpParams>> = {
  discard: optionals({ n: count, filter }), trash: optionals({ n: count, filter, other: param.bool() }), lrigDeck: optionals({ filter }),
  down: optionals({ filter, self: param.bool(), n: count }), // self: down this SIGNI (next-era trigger kinds); n: how many (WX04 Neon, WX05 Jinbei)
  charm: optionals({ n: count }), exceed: { n: count }, // Charm, Exceed (ops-charm.ts, ops-exceed.ts)
  banish: optionals({ n: count, filter, other: param.bool() }), // banish your SIGNI (ops-banish-cost.ts)
};

// Looking at the opponent's hand (ops-hand-look.ts; Code Art TAP): `peekDiscard` without `level` takes any card.
Object.assign(OP_PARAMS, {
  lookOppHand: NONE,
  peekDiscard: optionals({ level: param.int(0, 9) }),
});

// Rearranging a field (ops-rearrange.ts; WX04 Code Maze Tajmaha, Skyju, Towerb).
Object.assign(OP_PARAMS, { rearrange: optionals({ side }), swapSelf: NONE });

// Up or down one SIGNI of either field (ops-up-or-down.ts; WX06 Nyarobu).
Object.assign(OP_PARAMS, { upOrDown: NONE });

// "Discard one matching card or two cards" (ops-discard-choice.ts; WX04 Helium).
Object.assign(OP_PARAMS, { discardOneOrTwo: { filter } });

// "Two SIGNI of the same level" (WX06 Munkarun's Burst; ops.ts pickFrom, shared by search, trashToHand, enerToHand).
const sameLevel = optionals({ sameLevel: param.bool() });
Object.assign(OP_PARAMS, {
  search: { ...OP_PARAMS.search, ...sameLevel }, trashToHand: { ...OP_PARAMS.trashToHand, ...sameLevel }, enerToHand: { ...OP_PARAMS.enerToHand, ...sameLevel },
});

// "7 <Angel> SIGNI with different names" (WX06 Tawil=Fyra; ops-move.ts trashToBottom).
Object.assign(OP_PARAMS, { trashToBottom: { ...OP_PARAMS.trashToBottom, ...optionals({ differentNames: param.bool() }) } });

// Banishes whose power limit is a count (ops-mill-banish.ts; WX06 Colonel Flathro).
const powers = param.game('a list of powers', (v, path, errors) => {
  if (!Array.isArray(v) || v.length === 0 || !v.every((p) => Number.isInteger(p) && p > 0)) errors.add(path, 'must be a list of powers (whole numbers above 0)');
});
Object.assign(OP_PARAMS, { millBanishByCount: { n, filter, powers }, banishByTrashCount: { amount: power, filter } });

// Reveal until a match (ops-reveal-until.ts; WX04 Cubi, Inactivity); look, take one, trash the rest (ops-look-trash.ts).
Object.assign(OP_PARAMS, {
  revealUntil: { filter, ...optionals({ to: param.oneOf(['hand', 'field']), rest: param.oneOf(['trash', 'bottom']), times: count }) },
  lookTakeRestTrash: optionals({ n: count, filter }),
});

// Banish any number of yours, then as many from the deck onto the field (ops-rebirth.ts; WX04 Rebirth).
Object.assign(OP_PARAMS, { banishOwnThenPut: optionals({ filter }) });

// One card for each of several filters (ops-filter-pairs.ts; WX04 Hammer): the cost `trashEach` and the op `discardEach`.
const filters = param.game('a list of card filters', (v, path, errors) => {
  if (!Array.isArray(v) || v.length === 0) errors.add(path, 'must be a list of card filters');
  else v.forEach((f, k) => checkFilter(errors, `${path}[${k}]`, f));
});
Object.assign(OP_PARAMS, { payTrashEach: { filters }, discardEach: { filters } });
Object.assign(EXTRA_COST_FIELDS, { trashEach: { filters } });

// Unaffected by the opponent's ARTS; no ARTS next turn (ops-arts-proof.ts; WX04 No Gain).
Object.assign(OP_PARAMS, { artsProof: NONE, oppNoArtsNextTurn: NONE });

// Power 0 banishes to the trash, double power losses this turn (ops-power-loss.ts; WX04 Violence Splash).
Object.assign(OP_PARAMS, { zeroPowerToTrash: NONE, powerLossDoubled: NONE });

// A SIGNI of each colour the spell was paid with (ops-paid-colors.ts; WX04 Get Gate).
Object.assign(OP_PARAMS, { searchPaidColors: NONE });

// "If these colours were all paid for its cost" and "end this turn" (ops-paid-colors.ts, ops-end-turn.ts; WX05 End Hole).
Object.assign(OP_PARAMS, { ifPaidColors: { colors: param.listOf(COLORS) }, endTurn: NONE });

// A card of your ener zone into the trash as a cost (ops-ener-trash-cost.ts; WX05 Tamayorihime, Sunspot Miko):
// payEnerTrash is an extra cost, never written in the data.
Object.assign(OP_PARAMS, { payEnerTrash: optionals({ filter }) });
Object.assign(EXTRA_COST_FIELDS, { enerTrash: optionals({ filter }) });

// Your LRIG gains one of this card's `grantActs` until end of turn (ops-grant-act.ts; WX05 Final Destruction).
Object.assign(OP_PARAMS, { gainAct: optionals({ act: param.int(0, 9) }) });

// Damage to the opponent by an effect: a crush, or a win when they have no life cloth (ops-damage.ts; WX05 Diabride).
Object.assign(OP_PARAMS, { damageOpponent: NONE });

// This turn your effects may reveal one more card from the top (ops-reveal-more.ts; WX06 Grid).
Object.assign(OP_PARAMS, { revealOneMoreThisTurn: NONE });
// Reveal the top and count names; picks made as the effect resolves (ops-reveal-count.ts; WX05 Fortune Five).
Object.assign(OP_PARAMS, {
  revealTopCount: { n: count, ...optionals({ filter }) }, ifRevealedCount: { n: count, ...optionals({ skip: count }) },
  // picked as they resolve: no upTo / optional (a `done` would leave the target stage's progress while resolving)
  freezeOnResolve: { ...TARGET, ...optionals({ side, count, andDown: param.bool() }) }, banishOnResolve: { ...TARGET, ...optionals({ side, count }) }, revealedToBottom: NONE,
});

// Cards under a SIGNI (ops-under.ts; WX05 Uranium).
Object.assign(OP_PARAMS, { trashToUnder: { n: count, ...optionals({ filter }) }, ifNotDone: optionals({ skip: count }), underToHand: NONE });
// Reveal the whole hand and count; every SIGNI of a side back to the hand (WX05 Anne Fifth; ops-reveal-count.ts, ops-bounce-every.ts).
Object.assign(OP_PARAMS, { revealHandCount: optionals({ filter }), bounceEvery: optionals({ side, filter }) });
// The cost "discard one card for each filter" (WX04 Mirurun Yocto: a spell and an <Atom> SIGNI; ops-filter-pairs.ts).
Object.assign(OP_PARAMS, { payDiscardEach: { filters } });
Object.assign(EXTRA_COST_FIELDS, { discardEach: { filters } });
Object.assign(OP_PARAMS, { useOppHandSpell: NONE }); // a spell from the opponent's hand (ops-opp-hand-spell.ts; WX04 Mirurun Yocto)
Object.assign(OP_PARAMS, { doublePowerAll: NONE }); // double the power of all your SIGNI (ops-double-power.ts; WX04 Shienko)
// "Reveal any number of ... from your hand: -N for each" (ops-reveal-power.ts; WX06 Shironakuji's Burst).
Object.assign(OP_PARAMS, { revealPowerPer: { ...SIGNI_TARGETING, amount, revealOf: filter } });

// "Search for a SIGNI 1 level above the one banished this way and put it onto the field" (banished-level.ts; SP07 Marche).
// putOnFieldGrant picks as putOnField does (ops-field.ts putAsk), so it takes the same.
const levelAbove = optionals({ levelAboveBanished: param.int(1, 5) });
Object.assign(OP_PARAMS, { putOnField: { ...OP_PARAMS.putOnField, ...levelAbove }, putOnFieldGrant: { ...OP_PARAMS.putOnFieldGrant, ...levelAbove } });

// This card from the trash into the hand (ops-self.ts; WX04 Contempora).
Object.assign(OP_PARAMS, { selfTrashToHand: NONE });

// "This turn, the next attack is negated" (ops-negate-attack.ts; WX05 Suiboku's Burst); putOnField of the trigger's card (Suiboku).
Object.assign(OP_PARAMS, {
  negateNextAttack: NONE,
  putOnField: { ...OP_PARAMS.putOnField, ...optionals({ on: param.oneOf(['self', 'subject']) }) },
});

// WX05 Mayu, Genesis Miko: the opposing SIGNI on the field lose their abilities until end of turn (ops-lose-abilities.ts);
// the LRIG trash moved whole (ops-lrig-trash.ts); an extra turn after this one (ops-extra-turn.ts).
Object.assign(OP_PARAMS, { oppSigniLoseAbilities: NONE, lrigTrashLrigsUnder: NONE, lrigTrashAllToDeck: optionals({ filter }), extraTurn: NONE });
// WX05 Code Love Heart CMR: "discard your whole hand; if two or more ..." (ops-discard-hand.ts), its Burst (ops-lrig-freeze.ts).
Object.assign(OP_PARAMS, { discardHand: optionals({ n }), downFreezeOppLrig: NONE });
