/** Every English text of the WIXOSS module a player reads; zh.ts has the same keys. Move notation is never here. */
import { zonesEn } from './cards-zones.js';
import { lifeClothEn } from './cards-life-cloth.js';
import type { CardType, Color, Timing } from '../cards/types.js';
import type { Phase } from '../state.js';
import { choicesEn } from './cards-choices.js';
import { costsEn } from './cards-costs.js';
import { revealBottomEn } from './cards-reveal-bottom.js';
import { toDeckEn } from './cards-to-deck.js';
import { lrigUnderEn } from './cards-lrig-under.js';
import { banishCostEn } from './cards-banish-cost.js';
import { oppLocksEn } from './cards-opponent-locks.js';
import { loseAbilitiesEn } from './cards-lose-abilities.js';
import { genesisEn } from './cards-genesis.js';
import { spellLockEn } from './cards-spell-lock.js';
import { iconGuessEn } from './cards-icon-guess.js';
import { revealHandEn } from './cards-reveal-hand.js';
import { shieldEn } from './cards-shield.js';
import { doublePowerEn, revealCountEn } from './cards-reveal-count.js';
import { underEn } from './cards-under.js';
import { attackAnswerEn, oppHandSpellEn } from './cards-attack-answer.js';
import { replaceEn } from './cards-replace.js';
import { revealPowerEn } from './cards-reveal-power.js';
import { negateEn } from './cards-negate.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const en = {
  // Words shared by the board, the catalogue and costs.
  color: { white: 'white', red: 'red', blue: 'blue', green: 'green', black: 'black', colorless: 'colorless' } as Record<Color, string>,
  multiColor: 'multi',
  type: { LRIG: 'LRIG', ARTS: 'ARTS', SIGNI: 'SIGNI', SPELL: 'SPELL', RESONA: 'Resona' } as Record<CardType, string>,
  /** LRIG types as printed in the data; a missing one is shown as is. */
  lrigType: {} as Record<string, string>,
  timing: { main: 'main', attack: 'attack', spellCutIn: 'spell cut-in' } as Record<Timing, string>,
  icon: { guard: 'guard', burst: 'burst', multiEner: 'multi ener' },
  /** The icons where a line is crowded (a hand on a small screen). */
  iconShort: { guard: 'G', burst: 'LB', multiEner: 'ME' },
  costPart: (n: number, color: string) => `${n} ${color}`,
  costJoin: ' + ',
  free: 'free',
  listJoin: ', ',

  // The board.
  phase: {
    chooseLrig: 'setup: choose LRIG', mulligan: 'setup: mulligan', ener: 'ener phase', grow: 'grow phase', main: 'main phase',
    artsTurn: 'attack phase (ARTS step)', artsOpp: "attack phase (defender's ARTS step)", signiAttack: 'attack phase (SIGNI attack)',
    lrigAttack: 'attack phase (LRIG attack)', end: 'end phase', over: 'game over',
  } as Record<Phase, string>,
  boardTitle: (turn: number) => `WIXOSS - turn ${turn}`,
  lrigCell: (name: string, level: number, limit: number, down: boolean) => `${name} L${level} limit ${limit}${down ? ' (down)' : ''}`,
  faceDown: 'face down',
  signiCell: (name: string, level: number, power: number, lancer: boolean, down: boolean) =>
    `${name} L${level} ${power}${lancer ? ' Lancer' : ''}${down ? ' (down)' : ''}`,
  emptyZone: '-',
  rowLrig: 'LRIG',
  rowSigni: 'SIGNI',
  rowSigniZone: (zone: number) => `SIGNI ${zone}`,
  rowEner: 'ener',
  rowTrash: 'trash',
  rowLrigTrash: 'LRIG trash',
  rowHand: 'hand',
  rowLrigDeck: 'LRIG deck',
  rowCheck: 'check zone',
  rowMulligan: 'set aside',
  rowKnownTop: 'seen on top',
  rowKnownLife: 'seen in life',
  lifeCount: (n: number) => `life cloth ${n}`,
  handCount: (n: number) => `hand ${n}`,
  deckCount: (n: number) => `deck ${n}`,
  trashCount: (n: number) => `trash ${n}`,
  enerCount: (n: number) => `ener ${n}`,
  lrigDeckCount: (n: number) => `LRIG deck ${n}`,
  lrigTrashCount: (n: number) => `LRIG trash ${n}`,
  enerCell: (n: number, byColor: string) => `${n} (${byColor})`,
  enerPart: (color: string, n: number) => `${color} ${n}`,
  cardCount: (n: number) => plural(n, 'card'),
  signiStats: (level: number, power: number) => `L${level} ${power}`,
  lrigStats: (type: string, level: number, cost: string) => `${type ? `${type} ` : ''}L${level} ${cost}`,
  cardStats: (type: string, cost: string) => `${type ? `${type} ` : ''}${cost}`,
  artsType: (timings: string) => `ARTS ${timings}`,
  gameOver: (winners: string, reason: string) => `game over: ${winners} wins (${reason})`,
  turnNote: (turn: number, name: string, phase: string) => `turn ${turn}, ${name}: ${phase}`,
  lifeNote: (lives: string) => `life cloth: ${lives}`,
  modernNote: 'rules: modern',
  /** The board's key (board-key.ts): each short form in a few words (`legend`) and in a sentence (`help`). */
  key: {
    signiLegend: 'level, power',
    signiHelp: 'a SIGNI\'s level and power; a SIGNI banishes the one it attacks when its power is at least as high',
    iconsLegend: 'Guard, Life Burst, Multi Ener',
    iconsHelp: (guard: string, burst: string, multi: string) =>
      `a card's icons: ${guard} Guard (discard it to stop an LRIG attack), ${burst} Life Burst (used when crushed from the life cloth), ${multi} Multi Ener (pays as any colour)`,
    lrigLegend: 'level, grow cost',
    lrigHelp: 'an LRIG of your LRIG deck: its level and what it costs to grow into it',
    artsLegend: 'timing, cost',
    artsHelp: 'an ARTS: when it may be used (main phase, attack phase, spell cut-in) and its cost',
    limitLegend: 'level, limit on total SIGNI levels',
    limitHelp: 'the LRIG\'s level (no SIGNI of a higher level may be summoned) and its limit: the levels of your SIGNI on the field may add up to at most this',
    emptyLegend: 'an empty SIGNI zone',
    emptyHelp: 'SIGNI zone 2 is empty: an attack there is damage',
    enerLegend: 'ener by colour',
    enerHelp: 'the ener zone: how many cards, and how many of each colour (what it can pay)',
  },

  // Results.
  reason: { noLife: (loser: string) => `${loser} took damage with no life cloth left` } as Record<string, (loser: string) => string>,

  // Prompts.
  promptChooseLrig: 'Choose your level-0 LRIG',
  promptMulligan: (aside: number) => `Mulligan: return cards (${aside} set aside) or keep`,
  promptEner: 'Ener phase: put a card into your ener zone',
  promptGrow: 'Grow phase',
  promptMain: 'Main phase',
  promptTrashMore: 'Trash more SIGNI in the same action?',
  promptArtsTurn: 'Attack phase: your ARTS step',
  promptArtsOpp: "Attack phase: the defender's ARTS step",
  promptSigniAttack: 'SIGNI attack step',
  promptLrigAttack: 'LRIG attack step',
  promptPay: (cost: string, picked: string) => `Pay ${cost} from your ener zone${picked ? `; picked ${picked}` : ''}`,
  promptConfirm: (card: string, effect?: string) => `${card}: pay for its on-play ability?${effect ? ` (${effect})` : ''}`,
  promptConfirmAbility: (card: string, cost: string) => `${card}: use its triggered ability${cost ? ` (pay ${cost})` : ''}?`,
  promptBurst: (card: string, effect?: string) => `Life Burst of ${card}: ${effect ? `${effect} Use it?` : 'use it?'}`,
  promptCutIn: 'Spell cut-in: use an ARTS?',
  promptGuard: 'The LRIG attacks you: guard?',
  promptDiscardDown: (more: number) => `End of turn: discard down to 6 (${more} more)`,
  promptExcess: 'Your SIGNI exceed your LRIG level, limit or limiting condition: trash one',
  promptOrder: (names: string) => `Several abilities trigger at once (${names}): which resolves first?`,
  numbered: (k: number, name: string) => `${k}: ${name}`,
  targetVerb: { banish: 'Banish', bounce: 'Return to hand', down: 'Down', powerOne: 'Change power', freeze: 'Freeze', trash: 'Put into the trash', gain: 'Give', noAttack: 'Cannot attack', toDeck: 'Shuffle into its deck' } as Record<string, string>,
  promptTarget: (verb: string, own: boolean, filter: string, chosen: number, max: number) =>
    `${verb}: pick ${own ? 'your' : 'an opposing'} SIGNI${filter} (${chosen}/${max})`,
  filterMax: (power: number) => ` with power ${power} or less`,
  filterMin: (power: number) => ` with power ${power} or more`,
  promptSearch: (n: number, of: number) => `Search your deck (${n}/${of})`,
  promptFromTrash: (n: number, of: number) => `Take a card from your trash (${n}/${of})`,
  promptFromEner: (n: number, of: number) => `Take a card from your ener zone (${n}/${of})`,
  promptDiscard: (card: string, left: number) => `${card}: discard a card (${left} left)`,
  promptNoAttack: 'Pick an opposing LRIG or SIGNI that cannot attack this turn',
  promptReorder: (names: string, placed: number) => `Put back the top cards (${names}): which goes ${placed === 0 ? 'on top' : `in place ${placed + 1}`}?`,
  promptPeek: (level: number) => `Pick a level ${level} card from the opponent's hand to discard`,
  promptDeclare: 'Declare a level',
  promptDownOwn: 'Down one of your up SIGNI',
  promptBanishUpTo: (power: number) => `Banish an opposing SIGNI with power ${power} or less`,
  promptDiscardCost: (card: string) => `${card}: discard a card to pay for its ability?`,
  promptPickRevealed: 'Take one of the revealed cards into hand',
  promptMode: (card: string) => `${card}: choose one of its modes (see its text)`,
  promptLifeToHand: 'Take which of your life cloth into hand (1 = top)?',
  promptBanishAny: "Banish a SIGNI, yours or the opponent's",
  promptTrashForEach: (n: number) => `Put one of your SIGNI into the trash (${n} so far), or stop`,
  promptBanishForEach: (left: number) => `Banish an opposing SIGNI (${left} left)`,
  promptBanishTotal: (left: number) => `Banish opposing SIGNI with total power up to the limit (${left} left), or stop`,
  promptDownAny: 'Down the opposing LRIG or an opposing SIGNI',
  evGainsNextTurn: (who: string, kw: string) => `during ${who}'s next turn, all of their SIGNI have ${kw}`,

  // Events.
  evTurn: (turn: number, who: string) => `turn ${turn}: ${who}`,
  evTwoRefreshes: (who: string) => `${who} refreshed twice this turn: the turn ends at once`,
  evMulligan: (who: string, n: number) => `${who} returns ${plural(n, 'card')}, shuffles and draws as many`,
  evKeep: (who: string) => `${who} keeps`,
  evLifeSet: 'life cloth set; OPEN!',
  evEner: (who: string, card: string) => `${who} puts ${card} into the ener zone`,
  evTrashField: (who: string, card: string) => `${who} trashes ${card} from the field`,
  evSummon: (who: string, card: string, zone: number) => `${who} summons ${card} into SIGNI zone ${zone}`,
  evSpell: (who: string, card: string) => `${who} uses the spell ${card}`,
  evArts: (who: string, card: string, cost: string) => `${who} uses the ARTS ${card} (${cost})`,
  evSigniAttack: (card: string, who: string, zone: number) => `${card} (${who}) attacks from zone ${zone}`,
  evLrigAttack: (who: string) => `${who}'s LRIG attacks`,
  evActivate: (who: string, card: string) => `${who} activates ${card}`,
  evPay: (who: string, cards: string) => `${who} pays with ${cards}`,
  evNoLifeToCrush: (who: string) => `${who} has no life cloth to crush`,
  evCrushed: (who: string, card: string) => `${who}'s life cloth ${card} is crushed`,
  evNoBeat: (attacker: string, attack: number, blocker: string, defend: number) => `${attacker} (${attack}) does not beat ${blocker} (${defend})`,
  evLancer: (card: string) => `${card} has Lancer: it crushes a life cloth`,
  evBurst: (who: string, card: string) => `${who} uses the Life Burst of ${card}`,
  evGuard: (who: string) => `${who} guards`,
  evTrashExcess: (who: string, card: string) => `${who} trashes ${card} (rule processing)`,
  evGrow: (who: string, card: string) => `${who} grows into ${card}`,
  evBanished: (card: string, who: string) => `${card} (${who}) is banished to the ener zone`,
  evDraws: (who: string, n: number) => `${who} draws ${n}`,
  evYouDraw: (cards: string) => `you draw ${cards}`,
  evTopToEner: (who: string, cards: string) => `${who} puts ${cards} from the deck into the ener zone`,
  evTopToTrash: (who: string, cards: string) => `${who} puts ${cards} from the deck into the trash`,
  evDiscard: (who: string, card: string) => `${who} discards ${card}`,
  evRefresh: (who: string) => `${who} refreshes: the trash becomes the new deck`,
  evRefreshLife: (who: string, card: string) => `${who} puts the top life cloth (${card}) into the trash`,
  evWins: (who: string, reason: string) => `${who} wins: ${reason}`,
  evLooksAtHand: (looker: string, owner: string) => `${looker} looks at ${owner}'s hand`,
  evHandShown: (owner: string, cards: string) => `${owner}'s hand: ${cards || 'empty'}`,
  evBounced: (card: string, owner: string) => `${card} returns to ${owner}'s hand`,
  evDowned: (card: string) => `${card} is downed`,
  ...zonesEn, // cards moved between zones, the field changed (cards-zones.ts)
  evPowerOne: (card: string, amount: number) => `${card} gets ${amount > 0 ? '+' : ''}${amount} power until end of turn`,
  // Booster-era mechanics (triggers, keywords, field moves, Resona).
  kwName: { lancer: 'Lancer', doubleCrush: 'Double Crush', noBanish: '"cannot be banished"', assassin: 'Assassin' } as Record<string, string>,
  evGains: (card: string, what: string) => `${card} gains ${what} until end of turn`,
  evGainsAbility: (card: string, from: string) => `${card} gains the ability of ${from} until end of turn`,
  evFrozen: (card: string) => `${card} is frozen (it stays down in its next up phase)`,
  evTrashedByEffect: (card: string, who: string) => `${card} (${who}) is put into the trash`,
  evPutOnField: (who: string, card: string, zone: number) => `${who} puts ${card} onto SIGNI zone ${zone}`,
  evLifeAdded: (who: string) => `${who} adds the top card of the deck to the life cloth`,
  evResona: (who: string, card: string, zone: number, paid: string) => `${who} plays the Resona ${card} into SIGNI zone ${zone} (trashing ${paid})`,
  evResonaBack: (card: string, who: string) => `${card} (${who}) returns to the LRIG deck`,
  promptPayTrash: (card: string) => `${card}: put one of your SIGNI into the trash (cost)`,
  promptPayLrigDeck: (card: string) => `${card}: put a card from your LRIG deck into the LRIG trash (cost)`,
  evLrigDeckToTrash: (who: string, card: string) => `${who} puts ${card} from the LRIG deck into the LRIG trash`,
  evRevealsTop: (who: string, card: string) => `${who} reveals the top card of the deck: ${card}`,
  promptPutPick: (n: number, of: number) => `Pick a SIGNI to put onto the field (${n}/${of})`,
  promptFreeAct: 'Pick a SIGNI in your trash: the next use of its ability from the trash this turn costs nothing',
  evFreeAct: (who: string, card: string) => `${who}: the next use of ${card}'s ability from the trash this turn costs nothing`,
  promptPutZone: (card: string) => `Put ${card} into which SIGNI zone?`,
  promptResonaPay: (card: string, left: number) => `Play ${card}: put a SIGNI from your field into the trash (${left} left)`,
  dZone: (zone: string) => `Into SIGNI zone ${zone}`,
  dResona: (card: string) => `Play the Resona ${card}`,
  evPowerAll: (who: string, amount: number) => `${who}'s SIGNI get +${amount} power until end of turn`,
  evSetPower: (card: string, value: number) => `${card}'s power becomes ${value} until end of turn`,
  evLrigNoAttack: (who: string) => `${who}'s LRIG cannot attack this turn`,
  evSigniNoAttack: (card: string) => `${card} cannot attack this turn`,
  evSearches: (who: string) => `${who} searches the deck`,
  evFinds: (who: string, card: string) => `${who} finds and shows ${card}`,
  evShuffles: (who: string) => `${who} shuffles the deck`,
  evFromTrash: (who: string, card: string) => `${who} takes ${card} from the trash into hand`,
  evFromEner: (who: string, card: string) => `${who} takes ${card} from the ener zone into hand`,
  evLooksTop: (who: string, n: number) => `${who} looks at the top ${n === 1 ? 'card' : `${n} cards`} of the deck`,
  evTopIs: (cards: string) => `top of your deck: ${cards}`,
  evDeclares: (who: string, level: number) => `${who} declares ${level}`,
  evTooFewToDiscard: 'fewer than 3 cards to discard: nothing happens',
  evRevealTop: (who: string, card: string) => `${who} reveals the top card of the deck: ${card}`,
  evRevealTopN: (who: string, cards: string) => `${who} reveals the top of the deck: ${cards}`,
  evTakesRevealed: (who: string, card: string) => `${who} takes the revealed ${card} into hand`,
  evTrashAtEnd: (card: string) => `end of turn: ${card} goes to the trash`,
  ...lifeClothEn, // life cloth (cards-life-cloth.ts)
  ...choicesEn, // SIGNI, classes and modes picked (cards-choices.ts)
  ...costsEn, // issue 46 costs (cards-costs.ts)
  ...revealBottomEn, // reveal, take, the rest to the bottom (cards-reveal-bottom.ts)
  ...toDeckEn, // a SIGNI into its owner's deck (cards-to-deck.ts)
  ...lrigUnderEn, // cards from under the LRIG as an effect (cards-lrig-under.ts)
  ...banishCostEn, // banishing your SIGNI as a cost (cards-banish-cost.ts)
  ...oppLocksEn, // a SIGNI changing the opponent's rules (cards-opponent-locks.ts)
  ...loseAbilitiesEn, // SIGNI that lose their abilities (cards-lose-abilities.ts)
  ...spellLockEn, // WX05 Mirurun Tico (cards-spell-lock.ts)
  ...iconGuessEn, // WX05 Ulith, Enma of Nihilism (cards-icon-guess.ts)
  ...revealHandEn, // revealing a card from the hand (cards-reveal-hand.ts)
  ...shieldEn, // SIGNI unaffected this turn (cards-shield.ts)
  ...replaceEn, // replacement effects: would ..., instead you may ... (cards-replace.ts)
  ...revealPowerEn, // hand cards revealed, power for each (cards-reveal-power.ts)
  ...negateEn, // the next attack negated (cards-negate.ts)

  // describe: one sentence per choice.
  dLrig: (k: string) => `Put LRIG deck card ${k} face down as your LRIG`,
  dMulligan: (k: string, card?: string) => `Set ${card ? `${card} (hand card ${k})` : `hand card ${k}`} aside to shuffle back in the mulligan`,
  dFinishMulligan: (n: number) => `Finish the mulligan (draw ${plural(n, 'new card')})`,
  dKeep: 'Keep this hand',
  dEnerSigni: (card: string, zone: string) => `Put ${card} from SIGNI zone ${zone} into the ener zone`,
  dEnerHand: (card: string) => `Put ${card} from hand into the ener zone`,
  dGrow: (card: string) => `Grow into ${card}`,
  dSummon: (card: string, zone: string) => `Summon ${card} from hand into SIGNI zone ${zone}`,
  // A used card's sentence says what it does (effect-text.ts: its cost, then its effect); without its text, what it is.
  dSpell: (card: string, effect?: string) => (effect ? `${card}: ${effect}` : `Use the spell ${card}`),
  dArts: (card: string, effect?: string) => (effect ? `${card}: ${effect}` : `Use the ARTS ${card}`),
  dActLrig: (card: string, ability: string, effect?: string) => (effect ? `${card}: ${effect}` : `Use activated ability ${ability} of your LRIG ${card}`),
  dActSigni: (card: string, zone: string, ability: string, effect?: string) =>
    (effect ? `${card} (SIGNI zone ${zone}): ${effect}` : `Use activated ability ${ability} of ${card} in SIGNI zone ${zone}`),
  dActTrash: (card: string, n: string, ability: string, effect?: string) =>
    (effect ? `${card} (trash card ${n}): ${effect}` : `Use activated ability ${ability} of ${card} (trash card ${n})`),
  dTrash: (card: string, zone: string) => `Trash ${card} from SIGNI zone ${zone}`,
  dAttackLrig: 'Attack with your LRIG',
  dAttackSigni: (card: string, zone: string) => `Attack with ${card} from SIGNI zone ${zone}`,
  dGuard: (card: string) => `Guard by discarding ${card}`,
  dDiscard: (card: string) => `Discard ${card}`,
  dPayAuto: 'Pay the rest automatically with a valid set of ener',
  dPay: (card: string, n: string) => `Pay with ${card} (ener card ${n})`,
  dTargetLrig: "Target the opponent's LRIG",
  dTarget: (card: string, zone: string) => `Target ${card} in SIGNI zone ${zone}`,
  dPick: (card: string) => `Take ${card}`,
  dTop: (k: string) => `Put looked-at card ${k} back next on top of the deck`,
  dTrigger: (card: string, n: string) => `Resolve the ability of ${card} (waiting ability ${n}) first`,
  dDeclare: (level: string) => `Declare level ${level}`,
  dMode: (k: string) => `Choose mode ${k}`,
  dLife: (k: string) => `Take life cloth ${k} (from the top) into hand`,
  dCloth: (card: string) => `Put ${card} on top of the life cloth`,
  dBurst: (card: string, effect?: string) => (effect ? `Use the Life Burst of ${card}: ${effect}` : `Use the Life Burst of ${card}`),
  dUse: 'Pay for the on-play ability and use it',
  dSkip: 'Do not use it',
  dDone: 'Stop here',
  dEndMain: 'End the main phase',
  dPass: 'Pass',
  dNoGuard: 'Do not guard',
  dNoBurst: 'Do not use the Life Burst',
  unknownCard: '?',
  // A card of the mover's hand or LRIG deck as another seat reads the move (the events name it once it is shown).
  hiddenHandCard: (n: number) => `card ${n}`,
  hiddenLrigCard: (n: number) => `LRIG deck card ${n}`,
  dPickHidden: 'Take the chosen card',

  // The card catalogue.
  colType: 'type', colColor: 'colour', colLevel: 'level', colStats: 'power / limit', colLrig: 'LRIG type', colCost: 'cost', colIcons: 'icons', colText: 'effect',
  catArts: (timings: string) => `ARTS (${timings})`,
  catPower: (power: number) => `power ${power}`,
  catLimit: (limit: number) => `limit ${limit}`,
  catGrow: (cost: string) => `${cost} to grow`,
  catLimiting: (lrigType: string) => `${lrigType} only`,
  catalogueNote: 'Card facts from the starter decks WD01-WD09 and the boosters WX01-WX03; effect wording is ours. A card marked "not supported yet" is listed but refused in decks.',
  unsupportedNote: (why: string) => `not supported yet: ${why}`,
  unsupportedNotYet: 'its abilities are not implemented yet',
  unsupportedNoFacts: 'the card facts we have do not say what it does',
  textJoin: ' ',

  // Decks.
  testingDeckName: (name: string) => `${name} (built for testing)`,
  lrigInMain: (card: string, type: string) => `${card} is an ${type}, an LRIG-deck card: it belongs in the [lrig] deck, not the main deck`,
  mainInLrig: (card: string, type: string) => `${card} is a ${type}, a main-deck card: it belongs in the [main] deck, not the LRIG deck`,
  unsupported: (card: string, why: string) => `${card} is not supported yet (${why})`,
  tooMany: (max: number, card: string, lrig: boolean, count: number) =>
    `more than ${max} ${card} in the ${lrig ? 'LRIG' : 'main'} deck (${count}; reprints count together)${max === 1 ? ' (Modern: 1 per name in the LRIG deck)' : ''}`,
  mainSize: (n: number) => `the main deck must have exactly 40 cards, it has ${n}`,
  burstCount: (modern: boolean, n: number) => `the main deck must have ${modern ? 'at most' : 'exactly'} 20 Life Burst cards, it has ${n}`,
  lrigSize: (n: number) => `the LRIG deck may have at most 10 cards, it has ${n}`,
  noLevelZero: 'the LRIG deck needs at least one level-0 LRIG',
  summaryMain: (n: number, bursts: number) => `main deck ${n} (Life Burst ${bursts})`,
  summaryLrig: (n: number) => `LRIG deck ${n}`,

  // explain: why a typed move is not legal now. `exRef` adds the `cardref rules wixoss <topic>` to read.
  exRef: (text: string, topic: string) => `${text} (rules: ${topic})`,
  // The placeholders of the usage lines (moves.ts).
  arg: { hand: 'hand card', lrigDeck: 'LRIG deck card', zone: 'zone 1-3', ener: 'ener card', trash: 'trash card', ability: 'ability', choice: 'number from the list', level: 'level', card: 'card id' },
  exMainOnly: 'SIGNI are summoned, spells used, SIGNI trashed and abilities activated in your main phase',
  exEnerOnly: 'a card goes to the ener zone in your ener phase, once per turn',
  exGrowOnly: 'your LRIG grows in your grow phase, once per turn',
  exAttackOnly: 'SIGNI attack in the SIGNI attack step and the LRIG in the LRIG attack step of your attack phase',
  exFirstTurn: 'the first player skips the attack phase on the first turn of the game',
  exLrigAfterSigni: 'the LRIG attacks after the SIGNI attack step: `pass` to get there',
  exArtsOnly: 'ARTS are used at the timing printed on them: main phase, the ARTS steps of the attack phase, or a spell cut-in',
  exSetupOnly: 'that is a move of the setup before the game starts',
  exSameCard: (k: number, first: number) => `card ${k} is the same card as ${first}: identical cards are listed once, under ${first}`,
  exWrongType: (card: string, type: string, wanted: string) => `${card} is a ${type}, not a ${wanted}`,
  exResona: (card: string, n: number) => `${card} needs ${n} of your SIGNI matching its play condition on the field, and must then fit your LRIG's level, limit and limiting condition`,
  exLevel: (level: number, lrigLevel: number) => `a level ${level} SIGNI needs your LRIG at level ${level} or more (yours is level ${lrigLevel})`,
  exLimit: (total: number, limit: number) => `your SIGNI's levels would add up to ${total}, more than your LRIG's limit ${limit}`,
  exLimiting: (card: string, type: string) => `${card} can only be used with a ${type} LRIG`,
  exZoneTaken: (zone: number) => `SIGNI zone ${zone} is taken: pick an empty zone or trash that SIGNI first (trash signi ${zone})`,
  exCost: (card: string, cost: string) => `your ener zone cannot pay ${cost} for ${card}`,
  exTiming: (card: string, timings: string) => `${card} is used only at: ${timings}`,
  timingName: { main: 'main phase', attack: 'attack phase', spellCutIn: 'spell cut-in' } as Record<Timing, string>,
  exGrowType: (card: string, type: string) => `${card} is not of your LRIG's type (${type})`,
  exGrowLevel: (modern: boolean, level: number) => modern
    ? `modern rules: you grow exactly one level up, to level ${level + 1}`
    : `you grow one level up, to the same level under another name, or to a lower level (your LRIG is level ${level})`,
  exEmptyZone: (zone: number) => `SIGNI zone ${zone} is empty`,
  exDown: (card: string) => `${card} is down (it attacked already or was downed)`,
  exNoAttackEffect: (card: string) => `${card} cannot attack this turn (an effect)`,
  exLrigDown: 'your LRIG is down (it attacked already or was downed)',
  exModernTrash: 'modern rules: trashing SIGNI is one action per main phase (it may trash several)',
  exNoAbility: (card: string) => `${card} has no activated ability`,
  exCondition: (card: string) => `the condition of ${card}'s ability is not met`,
  exOnce: (card: string) => `${card}'s ability can be used once per turn and was used`,
  exNoGuardIcon: (card: string) => `${card} has no Guard icon`,
  exNoPayment: (card: string) => `${card} cannot be part of an exact payment of what is left`,
  exNotTarget: (zone: number) => `the SIGNI in zone ${zone} is not a legal target of this effect`,
  exNotLevelZero: (card: string) => `${card} is not a level-0 LRIG`,
  // A question as the other seats read it (questions.ts): the kind of decision, no hidden card.
  publicReorderTop: 'putting back the top cards of their deck in an order of their choice',
  publicReorderLife: 'putting back the top cards of their life cloth in an order of their choice',
  publicLookTop: 'looking at the top cards of their deck',
  publicTopToField: 'looking at the top card of their deck: it may go onto the field',
  // next-era trigger kinds (issue 46)
  evNotBanished: (card: string) => `${card} cannot be banished this turn: it stays on the field`,
  evNextSpellLess: (who: string, cost: string) => `this turn, the next spell ${who} uses costs ${cost} less`,
  // Charm (table/charm.ts, rules/charm.ts, cards/ops-charm.ts)
  evCharmPut: (signi: string, who: string) => `a card goes face down under ${signi} (${who}) as its Charm`,
  evYourCharm: (card: string, signi: string) => `your Charm under ${signi} is ${card}`,
  evCharmTrashed: (card: string, signi: string, who: string) => `the Charm under ${signi} (${who}) goes to the trash: ${card}`,
  charmBrief: '+Charm',
  charmFaceDown: 'Charm (face down)',
  charmKnown: (card: string) => `Charm: ${card}`,
  promptCharmTop: (card: string) => `${card}: put the top card of your deck face down under one of your SIGNI as its Charm`,
  promptCharmSelf: (card: string) => `${card}: put it face down under one of your SIGNI as its Charm`,
  promptPayCharm: (card: string, left: number) => `${card}: put the Charm of one of your SIGNI into the trash (cost; ${left} to go)`,
  exNoCharm: (card: string, n: number) => `${card} costs ${n === 1 ? 'a Charm' : `${n} Charms`}: put ${n === 1 ? 'one' : 'them'} under your SIGNI first`,
  exNoExceed: (card: string, n: number) => `${card} costs Exceed ${n}: your LRIG needs ${n} cards under it`,
  // Exceed (cards/ops-exceed.ts)
  promptPayExceed: (card: string, left: number) => `${card}: Exceed, put a card from under your LRIG into the LRIG trash (${left} to go)`,
  promptLrigTrashToDeck: (card: string) => `${card}: pick a card of your LRIG trash to return to your LRIG deck`,
  evLrigTrashToDeck: (who: string, card: string) => `${who} returns ${card} from the LRIG trash to the LRIG deck`,
  // Assassin (SP02; table/power.ts, rules/damage.ts, cards/ops-assassin.ts)
  evAssassin: (card: string, front: string) => `${card} has Assassin: it does not battle ${front} and deals its damage directly`,
  evGainsThisTurn: (who: string, kw: string, front: number) => `this turn ${who}'s SIGNI have ${kw} while the SIGNI in front of them has power ${front} or more`,
  evExceed: (who: string, card: string) => `${who} puts ${card} from under the LRIG into the LRIG trash (Exceed)`,
  // Cross (table/cross.ts, rules/heaven.ts)
  evHeaven: (who: string, left: string, right: string) => `${who}'s crossed ${left} and ${right} heaven`,
  promptArtsDiscard: (card: string, what: string, left: number) => `${card}: discard ${what} to lower its cost (up to ${left} more), or pay the rest`,
  promptDiscardUpTo: (card: string, what: string, left: number) => `${card}: discard ${what} (up to ${left} more), or stop`,
  // Looking at the opponent's hand (cards/ops-hand-look.ts; Code Art TAP)
  promptPeekAny: "Pick a card from the opponent's hand to discard",
  // Rearranging a field (cards/ops-rearrange.ts; Code Maze)
  promptRearrange: (card: string, owner: string, from: number) => `Rearrange ${owner}'s SIGNI: which zone does ${card} (now in zone ${from}) go to? (skip: leave them as they are)`,
  evRearranged: (mover: string, owner: string) => `${mover} rearranges ${owner}'s SIGNI`,
  promptSwapSelf: (card: string) => `${card}: you may swap its zone with one of your SIGNI`,
  evSwapped: (card: string, other: string) => `${card} and ${other} swap zones`,
  // Reveal until a match (cards/ops-reveal-until.ts), look and take one (cards/ops-look-trash.ts)
  evRevealUntil: (who: string, cards: string) => `${who} reveals from the top of the deck until a match: ${cards || 'nothing'}`,
  evCannotBePut: (card: string) => `${card} cannot be put onto the field and goes to the trash`,
  evRevealedToBottom: (who: string, n: number) => `${who} shuffles the other ${n} revealed ${n === 1 ? 'card' : 'cards'} and puts them on the bottom of the deck`,
  promptLookTakeOne: 'Take one of the cards you look at into your hand (the rest go to the trash)',
  evTakesLookedCard: (who: string) => `${who} takes one of the looked-at cards into hand`,
  evYouTake: (card: string) => `you take ${card}`,
  // Banish any number of yours, then as many from the deck (cards/ops-rebirth.ts; Rebirth)
  promptBanishOwnAny: (chosen: number) => `Pick your SIGNI to banish (${chosen} so far), then done: as many will come from your deck`,
  // Soap Sudden (rules/spell-down-less.ts)
  promptSpellDown: (card: string, what: string, less: string, downed: number) => `${card}: down an up ${what} of yours to pay ${less} less (${downed} downed), or pay the rest`,
  // Violence Splash (table/power-loss.ts)
  evZeroToTrash: 'this turn a banished SIGNI of power 0 or less goes to the trash instead of the ener zone',
  evLossDoubled: (who: string) => `this turn the power ${who}'s SIGNI take from the opponent's SIGNI is doubled`,
  // No Gain (table/arts-proof.ts, cards/ops-arts-proof.ts)
  evArtsProof: (who: string) => `this turn and the next, ${who}'s LRIG and SIGNI are unaffected by the opponent's ARTS`,
  evNoArtsNextTurn: (who: string) => `${who} cannot use ARTS during the next turn`,
  exArtsLocked: (card: string) => `${card}: you cannot use ARTS this turn (No Gain)`,
  // Up or down one SIGNI (cards/ops-up-or-down.ts; Nyarobu)
  // "Discard one <Atom> SIGNI or two cards" (cards/ops-discard-choice.ts; Helium)
  promptDiscardOneOrTwo: (card: string, what: string, discarded: number, firstFits: boolean) => (discarded === 0 ? `${card}: discard 1 ${what}, or 2 cards (first of 2)` : firstFits ? `${card}: done with the ${what}, or discard a second card` : `${card}: discard a second card`),
  promptUpOrDown: (card: string) => `${card}: pick a SIGNI to turn (a downed one is upped, an up one downed)`,
  // WX04-WX06 odd cards: a crush without Life Burst, Charm from the trash
  evNoBurst: (card: string) => `${card} is crushed; its Life Burst is not used`,
  promptTrashOwnOne: (card: string) => `${card}: put one of your SIGNI into the trash`,
  promptMayDiscard: (card: string, what: string, left: number) => `${card}: you may discard ${what} (${left} to go), or skip`,
  evBackToLrigDeck: (who: string, card: string) => `${card} returns to ${who}'s LRIG deck`,
  // Cross on the board: with which zone a SIGNI is crossed
  crossedBrief: (zones: string) => `x${zones}`,
  crossedWith: (zones: string) => `crossed with zone ${zones}`,
  exGrowCondition: (card: string) => `${card} may be grown into only while the condition on its card holds`,
  doubleCrushMark: 'Double Crush', // the board: a SIGNI that has Double Crush now
  // Exceed LRIGs of WX05-WX06: a declared number to mill (ops-declare-mill.ts), life cloth trashed and refilled (ops-life-refill.ts)
  promptDeclareNumber: (deck: number) => `Declare a number: that many cards from the top of your deck go into the trash (0 to ${deck})`,
  dDeclareNumber: (n: string) => `Declare ${n}`,
  evZoneKeyword: (who: string, zone: number, kw: string) => `this turn and the next, the SIGNI in ${who}'s SIGNI zone ${zone} has ${kw}`,
  promptFreeSpell: (card: string, what: string) => `${card}: you may use ${what} from your hand without paying its cost (spell K), or skip`,
  promptLifeRefill: (trashed: number) => `Put which of your life cloth into the trash (1 = top)? done: stop, and as many cards from your deck replace them (${trashed} so far)`,
  // issue 46, helper m3a: power by the levels discarded (cards/ops-paid-levels.ts)
  promptDiscardAny: (card: string, what: string) => `${card}: discard ${what} (each adds its level), or stop`,
  // "choose N of these" Resona play conditions (rules/resona-options.ts)
  promptResonaOption: (card: string, left: number) => `Play ${card}: choose a play condition to pay (${left} left)`,
  promptResonaDiscard: (card: string) => `Play ${card}: discard a SIGNI its condition names`,
  promptResonaEner: (card: string) => `Play ${card}: put a SIGNI its condition names from your ener zone into the trash`,
  // the opponent's SIGNI into their deck; the opponent trashes one of theirs (cards/ops-to-deck.ts)
  evPowerAllOf: (who: string, what: string, amount: number) => `${who}'s ${what} SIGNI get ${amount > 0 ? '+' : ''}${amount} power until end of turn`,
  promptDiscardNames: (card: string, what: string, left: number) => `${card}: discard ${what} of a name not discarded yet (${left} to go)`,
  promptNamesToBottom: (card: string, what: string, put: number) => `${card}: put ${what} of another name from your trash on the bottom of your deck (${put} so far), or stop`,
  promptBanishTotalLevel: (left: number) => `Banish opposing SIGNI whose levels add up to the limit (${left} left), or stop`,
  promptOppTrashToTop: (card: string) => `${card}: put a card from the opponent's trash on top of their deck`,
  evOnDeckTop: (card: string, owner: string) => `${card} goes from the trash on top of ${owner}'s deck`,
  evNextSpellNoCancel: (who: string) => `and the opponent's effects cannot cancel that spell of ${who}`,
  evSpellNotCancelled: (card: string) => `${card} cannot be cancelled by the opponent's effects`,
  evRevealsTopCards: (who: string, cards: string) => `${who} reveals the top cards of the deck: ${cards}`,
  evAttackNegated: (card: string) => `the attack of ${card} is negated`,
  promptMoveInFront: (card: string, attacker: string) => `${card}: move it in front of the attacking ${attacker} (use), or stay (skip)`,
  evMovedInFront: (card: string, zone: number) => `${card} moves to SIGNI zone ${zone}, in front of the attacker`,
  promptHandOrField: (card: string) => `${card}: put it onto your field (zone), or take it into your hand (skip)`,
  promptUseArtsFree: (card: string) => `${card}: use an ARTS from your LRIG deck without paying its cost, or none (done)`,
  evArtsFree: (who: string, card: string) => `${who} uses the ARTS ${card} without paying its cost`,
  evRevealsUntilSpell: (who: string, cards: string) => `${who} reveals from the top of the deck until a spell: ${cards}`,
  promptUseOppSpell: (card: string) => `Use ${card} as your own spell without paying its cost (use), or not (skip)`,
  evUsesOppSpell: (who: string, card: string) => `${who} uses the opponent's spell ${card}`,
  evOppSpellToTrash: (card: string, owner: string) => `${card} goes to ${owner}'s trash unused`,
  ...revealCountEn, // issue 46: reveal and count (cards-reveal-count.ts)
  ...underEn, // issue 46: cards under a SIGNI (cards-under.ts)
  ...attackAnswerEn, // issue 46: the defender's answer to an attack (cards-attack-answer.ts)
  ...oppHandSpellEn, // issue 46: a spell used from the opponent's hand (cards-attack-answer.ts)
  ...doublePowerEn, // issue 46: doubled power (cards-reveal-count.ts)
  exResonaOptions: (card: string, n: number) => `${card} needs ${n} of its play conditions payable now, and must then fit your LRIG's level, limit and limiting condition`,
  // a turn ended by an effect (WX05 End Hole; rules/end-turn.ts)
  evTurnEndedBy: (card: string, who: string) => `${card} ends ${who}'s turn`,
  evPaidColorsMissing: (card: string) => `${card}: not every colour it needs was paid, so nothing more happens`,
  // damage dealt by an effect (WX05 Diabride; cards/ops-damage.ts)
  evEffectDamage: (card: string, who: string) => `${card} deals damage to ${who}`,
  // WX06 Grid: one more card revealed (table/reveal-more.ts)
  promptRevealMore: (card: string, n: number) => `${card} reveals ${n} cards from the top of your deck: reveal ${n + 1} instead (use), or ${n} (skip)`,
  evRevealOneMore: (who: string) => `this turn ${who}'s effects may reveal one more card from the top of the deck`,
  ...genesisEn, // WX05 Mayu, Genesis Miko: grow reveal, LRIG trash moved whole, extra turn (cards-genesis.ts)
  // a card of the ener zone put into the trash as a cost (WX05 Tamayorihime, Sunspot Miko; cards/ops-ener-trash-cost.ts)
  promptPayEnerTrash: (card: string) => `${card}: put a card from your ener zone into the trash (cost)`,
  evPayEnerTrash: (who: string, card: string) => `${who} puts ${card} from the ener zone into the trash (cost)`,
  // the board: a SIGNI whose colour an effect changed (WX05 Tamayorihime, Sunspot Miko)
  recolouredMark: (color: string) => `now ${color}`,
};

export type WixossMessages = typeof en;
