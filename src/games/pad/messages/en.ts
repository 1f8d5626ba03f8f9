/** Every reader-facing English text of the PAD module (board, prompts, moves, events, results, decks, explain). */
import type { Kind } from '../cards/types.js';
import type { Step } from '../state.js';

type N = number;
type S = string;

/** Which monsters an effect step means, its words already in the reader's language (effect-text.ts builds it from the op). */
export interface MonsterWords {
  /** How many the step picks (more than 1: one at a time, as many as there are, up to this). */
  count: N;
  own: boolean;
  state: 'active' | 'tapped' | 'evolved' | '';
  attributes: S[];
  type: S;
  maxDefense: N | null;
  stage: N | null;
  maxStage: N | null;
}

/** What a card from a pile must be (recycle): its attribute and type, or only a monster; nothing: any card. */
export interface CardWords {
  attribute: S;
  type: S;
  monster: boolean;
}

const article = (word: S) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

function monstersEn(w: MonsterWords): S {
  const words = [w.state, w.attributes.join(' or '), w.type].filter(Boolean).join(' ');
  const limits = [
    w.maxDefense === null ? '' : ` with ${w.maxDefense} defense or less`,
    w.stage === null ? '' : ` at evolution stage ${w.stage}`,
    w.maxStage === null ? '' : ` at evolution stage ${w.maxStage} or lower`,
  ].join('');
  return `${w.count === 1 ? 'one' : `up to ${w.count}`} of ${w.own ? 'your' : "the opponent's"} ${words ? `${words} ` : ''}monsters${limits}`;
}

function cardEn(w: CardWords): S {
  const words = [w.attribute, w.type].filter(Boolean).join(' ');
  if (!words && !w.monster) return 'a card';
  return `${article(words || 'monster')} ${words ? `${words} ` : ''}monster`;
}

const plural = (n: N, word: S) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const en = {
  // Words of the game
  gameTitle: 'Puzzle & Dragons TCG',
  kind: { fire: 'fire', water: 'water', wood: 'wood', light: 'light', dark: 'dark', heal: 'heal' } as Record<Kind, S>,
  /** One letter per drop kind, so the board reads without colour. */
  kindLetter: { fire: 'R', water: 'B', wood: 'G', light: 'Y', dark: 'D', heal: 'H' } as Record<Kind, S>,
  kindList: (names: S[]) => names.join(', '),
  comboKinds: (names: S[]) => names.join(' '),
  attrNone: 'none',
  cardKind: { monster: 'monster', skill: 'skill' } as Record<'monster' | 'skill', S>,
  /** Monster types as the data spells them; unknown ones print as they are. */
  type: {} as Record<S, S>,
  typeSep: '/',
  stage: { skill: 'skill', base: 'base', evolved: 'evolved', ultimate: 'ultimate', nth: (n: N) => ['base', '1st', '2nd', '3rd'][n] ?? `${n}th` },
  step: {
    swap: 'setup swaps', turnStart: 'start of turn', reset: 'reset', draw: 'draw', main: 'main', dropStart: 'drop start', dropAdd: 'drop add',
    combo: 'combo', afterCombo: 'after the combo', recover: 'recover', declare: 'attack declaration', guard: 'guard', attackEnd: 'end of attack',
    attackCheck: 'attack check', recovery: 'recovery', handLimit: 'hand limit', endTurn: 'end of turn',
  } as Record<Step, S>,

  // Board
  /** A player's name with their seat, unless the name already is the seat (P1). */
  seatOf: (name: S, seat: N) => (name === `P${seat}` ? name : `${name} (P${seat})`),
  rowMonsters: 'monsters',
  rowMonster: (n: N) => `monster ${n}`,
  rowDrops: 'drops',
  rowColumn: (n: N) => `column ${n}`,
  rowAttack: 'attacking',
  rowLimbo: 'in play',
  rowDeckTop: 'deck top',
  rowLifeKnown: 'known life',
  rowHand: 'hand',
  rowDiscard: 'discard',
  monsterState: { attacking: 'attacking', tapped: 'tapped', active: 'active' },
  /** A monster in short: number, name, evolutions, attribute letter with defense, state. */
  monsterBrief: (i: N, name: S, evo: N, attr: S, def: N, state: S) => `${i} ${name}${evo ? `+${evo}` : ''} ${attr}${def}${state ? ` ${state}` : ''}`,
  monsterLine: (name: S, attr: S, def: N, attack: S, evo: N, state: S) => `${name} · ${attr} · def ${def} · atk x100 ${attack} · ${evo ? `evolved +${evo}` : 'base'} · ${state}`,
  columnBrief: (i: N, cards: S, combos: S) => `${i}: ${cards || '-'}${combos ? ` (${combos})` : ''}`,
  comboCount: (n: N, kinds: S) => (n ? `${n} combo${n === 1 ? '' : 's'}: ${kinds}` : 'no combo'),
  resolvedMark: ' (resolved)',
  attackBrief: (i: N, name: S, attack: N, damage: N, twice = false) => `${i} ${name} ${attack} dmg ${damage}${twice ? ' x2' : ''}`,
  handBrief: (i: N, name: S, attr: S, cost: N, drops: S) => `${i} ${name} ${attr} cost ${cost} ${drops}`,
  handDetail: (i: N, name: S, attr: S, cost: N, drops: S, attack: S) => `${i} ${name} · ${attr} · cost ${cost} · drops ${drops}${attack ? ` · atk ${attack}` : ''}`,
  lifeCount: (n: N) => `life ${n}`,
  handCount: (n: N) => `hand ${n}`,
  deckCount: (n: N) => `deck ${n}`,
  discardCount: (n: N) => `discard ${n}`,
  lifeNote: (lives: S) => `life: ${lives}`,
  gameOver: (reason: S) => `game over: ${reason}`,
  turnNote: (turn: N, who: S, step: S, combos: N, kinds: S) => `turn ${turn}, ${who} to play (${step}); combos: ${combos}${kinds ? ` (${kinds})` : ''}`,
  /** The board's key (board-key.ts): each short form in a few words (`legend`) and in a sentence (`help`). */
  key: {
    kindsLegend: (names: S[]) => names.join(' '),
    kindsHelp: (pairs: S[]) => `the drop kinds (orbs) a card shows: ${pairs.join(', ')}; a heal combo recovers life`,
    columnLegend: 'a column: cards top first (combos)',
    columnHelp: 'drop column 1 in short: the kinds each card shows, top card first; in brackets the combos it makes now '
      + '(how many, which kinds); 3 cards showing a kind make a combo',
    countsLegend: 'cards showing each kind',
    countsHelp: 'how many cards of a column show each kind; 3 or more (bold) is a combo',
    monsterLegend: 'attribute, defense',
    monsterHelp: 'a monster in short: its attribute and defense; "+1" after a name: evolved once',
    attackLegend: 'attack x100 for 1-6 combos',
    attackHelp: 'attack for 1, 2 … 6 combos, in hundreds ("3" is 300); "-": it cannot attack with that many; "+1": 1 extra damage',
    handLegend: 'attribute, cost, drop kinds',
    handHelp: 'a hand card in short: its attribute, what it costs, and the kinds it shows in a drop column',
    attackerLegend: 'attack, damage',
    attackerHelp: 'an attacker: its attack this turn and the damage it deals unless guarded; "x2": it attacks twice',
  },

  // Card catalogue
  columns: {
    kind: 'kind', attr: 'attr', stage: 'stage', from: 'evolves from', cost: 'cost', def: 'def', atk: 'atk x100 (1-6 combos, +extra)',
    drops: 'drops', type: 'type', effect: 'effect',
  },
  boostText: (stat: 'attack' | 'damage' | 'combo' | 'defense', n: N) =>
    `${n < 0 ? '' : '+'}${n} ${{ attack: 'attack', damage: 'damage', combo: n === 1 || n === -1 ? 'combo' : 'combos', defense: 'defense' }[stat]}`,
  evolveDiscardNote: (name: S) => `Evolving discards ${name} from hand.`,
  unsupported: {
    note: (why: S) => `Not supported yet: ${why}.`,
    effect: 'its effect needs a mechanic our rules do not have yet',
    noText: 'our card data has its effect icon but not its text',
    fromUnsupported: (name: S) => `it evolves from ${name}, which is not supported yet`,
    missingCard: (name: S) => `its evolution needs ${name}, which is not in our card data`,
  },
  catalogueNote: (sets: string) =>
    `Every card of B01-B05 we have facts for; supported / total per set: ${sets}. A card we cannot play yet says why. drops: R fire, B water, G wood, Y light, D dark, H heal. atk: "-" cannot attack, "+n" extra damage. Effect wording is ours.`,

  // Prompts
  promptSwap: 'swap hand cards with your drop columns (each column once), then done',
  promptReset: 'reset phase: make 1 tapped monster active',
  promptMain: 'main phase: evolve, use skills, or go to the puzzle phase',
  promptDropStart: "drop start: put your deck's top card on a column",
  promptDropAdd: 'drop add: you may put 1 hand card on a column',
  promptCombo: 'combo step: choose the column to resolve (the others wait for your next turn)',
  promptDeclare: (combos: N) => `attack declaration (${plural(combos, 'combo')}): choose attackers, then done`,
  promptGuardMore: (stack: N, attack: N) => `guard monster ${stack} (attack ${attack}): add a guard or take the damage`,
  promptGuard: 'guard declaration: pick an attacker to guard (guard A D) or take its damage (take A)',
  promptHandLimit: (limit: N, now: N) => `hand limit: discard down to ${limit} (${now} now)`,
  promptPrevent: (n: N, cards: N, name: S) => `${n} damage coming: ${name} may prevent 1 of it for ${plural(cards, 'hand card')} (prevent, or pass to take the rest)`,
  promptPay: (n: N) => `pay ${n} more: a drop-area card (pay COLUMN POSITION-FROM-TOP) or pay auto`,
  promptDamageCard: (name: S, effect?: S) => `${name} came to your hand from life${effect ? ` (${effect})` : ''}: use it now?`,
  // Asked anyway, so that the opponent cannot tell whether the life card had an effect (damage.ts).
  promptDamageCardNone: (name: S) => `${name} came to your hand from life: nothing of it can be used now (pass)`,
  promptOp: (name: S, help: S) => `${name}: ${help}`,
  /** An effect step as its question says it (effect-text.ts), with the card's values. */
  effect: {
    deckToDrop: "put your deck's top card on one of your columns",
    handToDrop: (count: N): S => (count >= 99 ? 'put cards from your hand on your columns, as many as you like'
      : count > 1 ? `you may put up to ${count} cards from your hand on your columns` : 'you may put a card from your hand on one of your columns'),
    swapHandDrop: (count: N): S => (count >= 99 ? 'swap cards of your hand with cards of your drop area, as often as you like'
      : 'you may swap a card of your hand with a card of your drop area'),
    roll: (who: MonsterWords) => `roll (tap) ${monstersEn(who)}`,
    activate: (who: MonsterWords) => `make ${monstersEn(who)} active`,
    devolve: (who: MonsterWords) => `devolve ${monstersEn(who)}: its top card goes to the discard pile`,
    bounce: (who: MonsterWords) => `return the top card of ${monstersEn(who)} to its owner's hand`,
    swapOpponentDrop: "you may swap 2 cards of the opponent's drop area",
    trimOpponentColumn: "discard every card but the top one of an opponent's column holding 2 or more",
    discardOpponentDrop: "discard a card of the opponent's drop area (no column is emptied)",
    evolveFromHand: (attribute: S, discount: N) =>
      `evolve ${article(attribute || 'monster')} ${attribute ? `${attribute} ` : ''}monster from your hand${discount ? `, paying ${discount} less` : ''}`,
    useFromHand: (attribute: S, discount: N) =>
      `use ${article(attribute || 'card')} ${attribute ? `${attribute} ` : ''}card from your hand${discount ? `, paying ${discount} less` : ''}: evolve into it or use it as a skill`,
    recycle: (what: CardWords, optional: boolean) => `${optional ? 'you may ' : ''}take ${cardEn(what)} from your discard pile into your hand`,
    recycleToDrop: (what: CardWords, optional: boolean) => `${optional ? 'you may ' : ''}put ${cardEn(what)} from your discard pile on one of your columns`,
    discardHand: (n: N) => `discard ${plural(n, 'card')} from your hand`,
    boost: (who: MonsterWords, change: S) => `give ${monstersEn(who)} ${change} this turn`,
    dropRefresh: 'discard one of your columns, then refill it with as many cards from the top of your deck',
    lookTake: (n: N) => `look at your deck's top ${plural(n, 'card')}: take one into your hand, discard the others`,
    discardForCombo: (attribute: S) => `discard hand cards${attribute ? ` showing ${attribute} drops` : ''}: +1 combo for this monster this turn for each`,
    other: 'resolve the effect',
  },
  promptOrder: 'effects of several monsters trigger together: choose which monster resolves first',
  // A question as the other seats read it (questions.ts): the kind of decision, no hidden card.
  publicDamageCard: 'a card came to their hand from life: using it now or not',

  /** The placeholders of a move's usage line (moves.ts): `evolve <hand> on <monster>`. */
  arg: { hand: 'hand', monster: 'monster', column: 'column', position: 'position', attacker: 'attacker', card: 'card' },
  // describe
  describe: {
    thatCard: 'that card',
    handCard: (i: N) => `card ${i}`,
    dropCard: (name: S, col: N, pos: N) => `${name} (column ${col}, card ${pos} from the top)`,
    monster: (name: S, st: N) => `${name} (monster ${st})`,
    evolve: (from: S, into: S) => `evolve ${from} into ${into}`,
    // A skill's sentence says what it does, in the card's text (shortened); without one, only its name.
    skill: (name: S, effect?: S) => (effect ? `${name}: ${effect}` : `use ${name}`),
    drop: (name: S, col: N) => `put ${name} on drop column ${col}`,
    swap: (name: S, col: N) => `swap ${name} with the card of column ${col}`,
    discard: (name: S) => `discard ${name}`,
    reset: (monster: S) => `make ${monster} active`,
    attackAll: 'attack with every monster that can',
    attack: (monster: S) => `attack with ${monster}`,
    guard: (attacker: S, guard: S) => `guard ${attacker} with ${guard}`,
    take: (attacker: S) => `take the damage of ${attacker}`,
    prevent: 'discard 2 hand cards to prevent 1 point of this damage',
    payAuto: 'pay with the bottom card of your longest column',
    pay: (card: S) => `pay with ${card}`,
    deck: (col: N) => `put your deck's top card on column ${col}`,
    column: (col: N) => `choose column ${col}`,
    target: (st: N) => `choose monster ${st}`,
    hand: (name: S) => `choose ${name} from your hand`,
    orb: (pos: N, col: N) => `choose card ${pos} from the top of column ${col}`,
    resolve: (monster: S) => `resolve the effect of ${monster} first`,
    ability: (monster: S) => `use the guard-step ability of ${monster}`,
    pick: (name: S, n: N) => `take ${name} (card ${n}) from your discard pile`,
    puzzle: 'end the main phase and go to the puzzle phase',
    pass: 'do nothing here',
    done: 'finish this step',
  },

  // Events
  ev: {
    goesFirst: (seat: S) => `${seat} goes first`,
    turn: (turn: N, seat: S) => `turn ${turn}: ${seat}`,
    resets: (seat: S, name: S, st: N) => `${seat} resets ${name} (monster ${st})`,
    draws: (seat: S, n: N) => `${seat} draws ${n}`,
    youDrew: (names: S[]) => `you drew ${names.join(', ')}`,
    youLook: (names: S[]) => `you look at ${names.map((n, i) => `${i + 1} ${n}`).join(', ')}`,
    youTook: (name: S) => `you took ${name}`,
    looksTakes: (seat: S, gone: S[]) => `${seat} takes 1 of the deck's top cards into hand and discards ${gone.length > 0 ? gone.join(', ') : 'nothing'}`,
    lastStand: (seat: S, name: S, st: N) => `${seat} has no life left: ${name} leaves monster ${st} and becomes a face-down life card`,
    ability: (seat: S, name: S, st: N) => `${seat} uses the guard-step ability of ${name} (monster ${st})`,
    untilTurnEnd: (seat: S, name: S) => `${seat}'s ${name} lasts until the end of the turn`,
    recovers: (seat: S, life: N) => `${seat} recovers 1 life (now ${life})`,
    swapSetup: (seat: S, col: N, name: S) => `${seat} swaps a hand card with column ${col}: ${name} goes there`,
    dropFromDeck: (seat: S, name: S, col: N) => `${seat} drops ${name} from the deck on column ${col}`,
    dropFromHand: (seat: S, name: S, col: N) => `${seat} drops ${name} from hand on column ${col}`,
    resolves: (seat: S, col: N, combos: N, kinds: S, added: N) =>
      `${seat} resolves column ${col}: ${plural(combos, 'combo')} (${kinds}), ${plural(added, 'card')} added from the deck`,
    noCombo: (seat: S) => `${seat} makes no combo`,
    attacks: (seat: S, name: S, st: N, attack: N, damage: N) => `${seat} attacks with ${name} (monster ${st}): attack ${attack}, damage ${damage}`,
    attacksTwice: (name: S) => `${name} attacks twice this turn: its second attack comes after the first is guarded or taken`,
    attacksAgain: (seat: S, name: S, st: N) => `${seat} attacks again with ${name} (monster ${st})`,
    prevents: (seat: S, name: S, cards: N) => `${seat} discards ${plural(cards, 'card')} to ${name}: 1 damage prevented`,
    takesAttack: (seat: S, name: S, damage: N) => `${seat} takes the attack of ${name}: ${damage} damage`,
    guards: (seat: S, name: S, attack: N, guards: S[], defense: N) => `${seat} guards ${name} (attack ${attack}) with ${guards.join(' + ')} (defense ${defense})`,
    clears: (seat: S, col: N, n: N) => `${seat} clears column ${col} down to its top card (${n} to the discard)`,
    discards: (seat: S, name: S) => `${seat} discards ${name}`,
    pays: (seat: S, name: S, col: N) => `${seat} pays with ${name} from column ${col}`,
    takesDamage: (seat: S, life: N) => `${seat} takes 1 damage (life ${life})`,
    fromLife: (name: S) => `from your life: ${name}`,
    evolveDiscard: (seat: S, name: S) => `${seat} discards ${name} for the evolution`,
    evolves: (seat: S, from: S, st: N, into: S) => `${seat} evolves ${from} (monster ${st}) into ${into}; it is active`,
    uses: (seat: S, name: S) => `${seat} uses ${name}`,
    devolves: (seat: S, name: S, st: N, into: S) => `${seat}'s ${name} (monster ${st}) devolves into ${into}`,
    deckToColumn: (seat: S, name: S, col: N) => `${seat} puts ${name} from the deck on column ${col}`,
    handToColumn: (seat: S, name: S, col: N) => `${seat} puts ${name} from hand on column ${col}`,
    swapHandDrop: (seat: S, given: S, col: N, taken: S) => `${seat} swaps ${given} from hand into column ${col}, taking ${taken}`,
    /** The card texts' "roll": the board calls the monster tapped, so the log does too. */
    rolls: (seat: S, foe: S, name: S, st: N) => `${seat} taps ${foe}'s ${name} (monster ${st})`,
    becomesActive: (seat: S, name: S, st: N) => `${seat}'s ${name} (monster ${st}) becomes active`,
    selfActive: (seat: S, name: S) => `${seat}'s ${name} becomes active`,
    bounces: (seat: S, name: S, st: N) => `${seat}'s ${name} (monster ${st}) returns to its owner's hand`,
    swapsOpponentDrop: (seat: S, foe: S) => `${seat} swaps 2 cards of ${foe}'s drop area`,
    trims: (seat: S, foe: S, col: N) => `${seat} clears ${foe}'s column ${col} down to its top card`,
    discardsOpponentDrop: (seat: S, name: S, foe: S, col: N) => `${seat} discards ${name} from ${foe}'s column ${col}`,
    damageBonus: (seat: S, type: S, n: N) => `${seat}'s ${type} monsters deal +${n} damage this turn`,
    bonusAll: 'all',
    revealsTakes: (seat: S, name: S) => `${seat} reveals ${name} and takes it into hand`,
    revealsDrops: (seat: S, name: S) => `${seat} reveals ${name}; it goes to the drop area`,
    recycles: (seat: S, name: S) => `${seat} takes ${name} from the discard pile into hand`,
    randomDiscard: (name: S, foe: S) => `${name} is discarded at random from ${foe}'s hand`,
    recycleToColumn: (seat: S, name: S, col: N) => `${seat} puts ${name} from the discard pile on column ${col}`,
    shielded: (seat: S, attacker: S) => `${seat} takes no damage from ${attacker}`,
    lifeDiscarded: (name: S) => `the life card ${name} goes to the discard pile`,
    boost: (seat: S, name: S, st: N, what: S) => `${seat}'s ${name} (monster ${st}) gets ${what} this turn`,
    opponentDiscardsAll: (seat: S, n: N) => `${seat} discards the whole hand (${plural(n, 'card')})`,
    dropRefresh: (seat: S, col: N, n: N) => `${seat} clears column ${col} and refills it with ${plural(n, 'card')} from the deck`,
    revealDiscard: (seat: S, name: S) => `${seat} reveals ${name} and discards it`,
    healToDamage: (seat: S) => `${seat} does not recover; the heal combo deals 1 damage instead`,
  },

  // Results (the state keeps the English text; other languages translate it when shown)
  result: {
    bothNoLife: 'both players have no life left',
    noLife: (who: S) => `${who} has no life left`,
    emptyDeck: (who: S) => `${who} cannot draw from an empty deck`,
  },

  // Decks
  deck: {
    unsupported: (name: S, why: S) => `${name} is not supported yet (${why})`,
    notBase: (name: S) => `${name} is not a base monster; the team holds base monsters only`,
    baseInDeck: (name: S) => `${name} is a base monster; base monsters belong in [team], not in the deck`,
    tooMany: (n: N, name: S, max: N) => `${n} copies of ${name}; at most ${max} per name`,
    teamSize: (n: N, need: N) => `the [team] has ${plural(n, 'monster')}; it needs exactly ${need}`,
    deckSize: (n: N, min: N, max: N) => `the [deck] has ${plural(n, 'card')}; it needs ${min}-${max}`,
    summaryTeam: (names: S[]) => `team: ${names.join(', ')}`,
    summaryDeck: (n: N, monsters: N, skills: N) => `deck: ${plural(n, 'card')} (${plural(monsters, 'monster')}, ${plural(skills, 'skill')})`,
  },

  // Why a move is illegal (explain.ts); `rules` names the `cardref rules pad` topic
  why: {
    rules: (reason: S, topic: S) => `${reason} (rules: ${topic})`,
    evolveSkill: (name: S) => `${name} is a skill: use it with skill H`,
    evolveBase: (name: S) => `${name} is a base monster: it starts in the team and evolves from nothing`,
    evolveFrom: (name: S, from: S, st: N, top: S) => `${name} evolves from ${from}, but monster ${st} is ${top}`,
    evolvedThisTurn: (st: N) => `monster ${st} has already evolved this turn (once per stack per turn)`,
    cost: (name: S, cost: N, payable: N) => `${name} costs ${cost}, but your drop area can pay only ${payable} (a column keeps its last card)`,
    evolveNeeds: (name: S, other: S) => `evolving into ${name} discards ${other} from your hand, and you have none`,
    evolveDefense: (name: S) => `only defense-type cards can be evolved in the guard step, and ${name} is not one`,
    skillMonster: (name: S) => `${name} is a monster: evolve with evolve H on S`,
    skillTiming: (name: S, when: S) => `${name} cannot be used now: it is used ${when}`,
    when: { main: 'in the main phase', defense: 'in the guard step', damage: 'when it comes to your hand from life' } as Record<S, S>,
    skillAttr: (name: S, attr: S) => `${name} needs a ${attr} monster of yours in play (attribute or sub-attribute)`,
    skillNoTarget: (name: S) => `${name} has nothing to act on now: its effect finds no monster or card it needs`,
    skillDiscard: (name: S, n: N) => `${name} discards ${n} other hand card${n === 1 ? '' : 's'}, and you do not have that many`,
    attackDeclared: (st: N) => `monster ${st} is already attacking`,
    cannotFight: (name: S) => `${name} cannot attack or guard`,
    unguardable: (name: S, attacker: S) => `${name} cannot guard against ${attacker}`,
    noAttackRow: (name: S, combos: N) => `${name} has no attack printed for ${combos} combo${combos === 1 ? '' : 's'}`,
    attackKind: (name: S, attr: S, kinds: S) => `${name} (${attr}) matches no combo kind made this turn (${kinds})`,
    attackPhase: 'attacks are declared in the attack phase, after a combo in the puzzle phase',
    noAttacker: (a: N) => `monster ${a} is not an attacker waiting for your answer`,
    guardWith: (st: N) => `monster ${st} is already guarding this attacker`,
    guardTapped: (name: S, st: N) => `${name} (monster ${st}) is tapped: only active monsters guard`,
    guardShort: (defense: N, attack: N) => `your free guards total ${defense} defense, less than the attack of ${attack}`,
    guardPhase: 'guards are declared by the defender when attackers have been declared',
    takeFirst: (a: N) => `you are guarding monster ${a}: add a guard or take A for that attacker`,
    resetUntapped: (st: N) => `monster ${st} is already active`,
    resetPhase: 'monsters are reset in the reset phase at the start of your turn',
    columnNoCombo: (col: N) => `column ${col} has no combo (3 or more cards showing one kind)`,
    comboPhase: 'a column is resolved in the combo step of the puzzle phase',
    dropPhase: 'hand cards are dropped in the drop add step of the puzzle phase (or by an effect)',
    deckPhase: "the deck's top card is dropped in the drop start step of the puzzle phase (or by an effect)",
    firstTurnNoDrop: 'the first player skips drop start on the first turn',
    lastCard: (col: N) => `column ${col} has only its last card, which is never paid`,
    payPhase: 'drop-area cards are paid only while a cost is due',
    handLimit: (limit: N) => `you discard down to ${limit} only when you hold more`,
    swapDone: (col: N) => `column ${col} has already been swapped (each column once)`,
    swapPhase: 'hand cards are swapped with columns only during setup',
    puzzlePhase: 'puzzle ends the main phase; it is not the main phase now',
  },
};

export type PadMessages = typeof en;
