/** Every op name the effect data may use (handlers: cards/ops.ts), with a short description for `rules pad ops`. */
import { optional, optionals, param, type OpParams, type OpTable } from '../../../engine/op-params.js';
import { ATTRIBUTES } from './types.js';
export const OP_HELP: Record<string, string> = {
  draw: 'draw n cards (an empty deck gives nothing)',
  deckToDrop: "put the deck's top card on a column you choose",
  handToDrop: 'you may put 1 hand card on a column',
  swapHandDrop: 'you may swap 1 hand card with 1 card of your drop area',
  roll: 'roll (tap) 1 active opponent monster (filters: attribute, maxDefense)',
  activate: 'make tapped monsters of yours active: count (default 1), all, filters attribute/type',
  activateSelf: 'this monster becomes active',
  heal: "the deck's top card joins your life, n times (upTo: only while your life is under upTo)",
  devolve: 'remove the top card of a monster stack to its discard (side own/opponent/both, all, filters)',
  bounce: "return the top card of an opponent's evolved monster (stage <= maxStage) to its owner's hand",
  swapOpponentDrop: "you may swap the places of 2 cards in the opponent's drop area",
  trimOpponentColumn: "discard all but the top card of an opponent's column with 2+ cards",
  discardOpponentDrop: "discard 1 card from the opponent's drop area (never emptying a column)",
  damageBonus: 'your monsters of a type deal +n damage this turn',
  evolveFromHand: 'evolve 1 monster of an attribute from hand for `discount` less',
  useFromHand: 'use 1 card of an attribute from hand for `discount` less: evolve into a monster or use a skill',
  orbChange: "reveal the deck's top card: of the attribute it goes to hand, else onto a column you choose",
  recycle: 'take 1 card (filter: type) from your discard pile into your hand',
  damageOpponent: 'deal n damage to the opponent',
  discardRandomOpponentHand: "discard a random card from the opponent's hand",
  discardHand: 'discard n cards from your hand (needed in full to use the card)',
  evolveSelf: 'evolve into this card from hand (damage timing)',
  multiGuard: 'continuous: may guard several attackers in one attack phase',
  noAttackGuard: 'continuous: cannot attack or guard',
  drawTo: 'draw until your hand holds n cards',
  opponentDiscards: 'the opponent discards n hand cards of their choice (all: the whole hand)',
  boost: 'this turn: stat (attack, damage, combo, defense) +n for target self, one picked or all (filters, side)',
  dropRefresh: 'discard a column of yours, then refill it with as many cards from the top of your deck',
  revealToDrop: "reveal the deck's top card: of the attribute it goes onto a column you choose, else to the discard pile",
  recycleToDrop: 'you may put 1 card (filters) from your discard pile onto a column',
  selfToDrop: 'taken as damage, this card may go from hand onto a column (damage timing)',
  aura: 'continuous: stat +n for this monster (self) or your monsters passing the filters (all)',
  unguardable: "continuous: the opponent's monsters passing the filters cannot guard against this one",
  guardBonus: 'continuous: guarding against an attacker of the attribute gives +n defense until the end of the turn (it does not add up)',
  shield: 'continuous: attacks with at most maxAttack attack (rolled attackers only, with rolled) deal you no damage',
  lifeToDiscard: "continuous: damage from this monster's attack sends life cards to the discard pile, not the hand",
  healToDamage: 'continuous: a heal combo deals 1 damage to the opponent instead of recovering',
  noFoeActivate: "continuous: activation effects cannot make the opponent's monsters active in their puzzle phase",
  damageHalfLife: "deal damage equal to half the opponent's life (rounded down)",
  whenFoeDamaged: 'until the end of the turn, each time the opponent takes damage, run the op `then`',
  lookTop: "look at the deck's top n cards (only you see them)",
  lookTake: "of the deck's top n cards, take 1 into your hand and discard the others",
  lastStand: 'continuous: when your life is 0 at a check, this card leaves its stack and becomes a life card',
  preventByDiscard: 'continuous: before a damage to you is dealt, discard n hand cards to prevent 1 point of it, as often as you can pay',
  attackTwice: 'continuous: when its condition holds at the declaration, this monster attacks twice (the second attack after the first is handled)',
  rollAttacker: 'continuous: when this monster guards, an attacker of at most maxDefense defense is rolled',
  discardForCombo: 'discard any number of hand cards showing the attribute as a drop: +1 combo each for this monster this turn',
};
export const OP_NAMES = Object.keys(OP_HELP);

const n = param.int(0, 40);
/** A change to an attack, damage, combo or defense number (attack and defense go in hundreds). */
const delta = param.int(-9999, 9999);
const statLimit = param.int(0, 9999);
const attribute = param.oneOf(ATTRIBUTES);
const stat = param.oneOf(['attack', 'damage', 'combo', 'defense']);
/** How many times a multi-pick op asks (rules/effects.ts: the task's `left` is `count`, else `n`, else 1). */
const count = optional(param.int(1, 99));
/** The monster filters of rules/stats.ts `passes`. */
const FILTERS = optionals({ attribute, attributes: param.listOf(ATTRIBUTES), type: param.text(), stage: param.int(0, 9), maxStage: param.int(0, 9), maxDefense: statLimit });
/** The discard-pile filters of ops.ts `discardPicks`. */
const DISCARD_PICK = optionals({ type: param.text(), monster: param.bool(), attribute, optional: param.bool() });
const NONE: OpParams = {};

/** The parameters each op's handler reads (cards/ops.ts, and rules/ for the continuous ones); load.ts checks the data against them. */
export const OP_PARAMS: OpTable = {
  draw: optionals({ n }), deckToDrop: NONE, handToDrop: { count }, swapHandDrop: { count }, roll: FILTERS,
  activate: { ...FILTERS, count, all: optional(param.bool()) }, activateSelf: NONE, heal: optionals({ n, upTo: param.int(1, 99) }),
  devolve: { ...FILTERS, count, ...optionals({ all: param.bool(), side: param.oneOf(['own', 'opponent', 'both']) }) },
  bounce: FILTERS, swapOpponentDrop: NONE, trimOpponentColumn: NONE, discardOpponentDrop: NONE,
  damageBonus: optionals({ type: param.text(), n }), evolveFromHand: optionals({ attribute, discount: param.int(0, 9) }),
  useFromHand: optionals({ attribute, discount: param.int(0, 9) }),
  orbChange: optionals({ attribute }), recycle: DISCARD_PICK, damageOpponent: optionals({ n }), discardRandomOpponentHand: NONE,
  discardHand: { count, n: optional(n) }, evolveSelf: NONE, multiGuard: NONE, noAttackGuard: NONE, drawTo: optionals({ n }),
  opponentDiscards: optionals({ n, all: param.bool() }),
  boost: { ...FILTERS, n: delta, ...optionals({ stat, target: param.oneOf(['self', 'pick', 'all']), side: param.oneOf(['own', 'opponent']) }) },
  dropRefresh: NONE, revealToDrop: optionals({ attribute }), recycleToDrop: DISCARD_PICK, selfToDrop: NONE,
  aura: { ...FILTERS, stat, n: delta, target: optional(param.oneOf(['self', 'all'])) }, unguardable: FILTERS, guardBonus: { n: delta, attribute: optional(attribute) },
  shield: { maxAttack: statLimit, rolled: optional(param.bool()) }, lifeToDiscard: NONE, healToDamage: NONE, noFoeActivate: NONE,
  damageHalfLife: NONE, whenFoeDamaged: { then: param.op() }, lookTop: optionals({ n }), lookTake: optionals({ n }), lastStand: NONE,
  preventByDiscard: optionals({ n }), attackTwice: NONE, rollAttacker: { maxDefense: statLimit }, discardForCombo: optionals({ attribute }),
};

/** The same descriptions in Simplified Chinese (`rules pad ops` under --lang zh). */
export const OP_HELP_ZH: Record<keyof typeof OP_HELP, string> = {
  draw: '抽n张卡（卡组为空时什么也得不到）',
  deckToDrop: '把卡组顶的卡放到你选择的一列',
  handToDrop: '你可以把1张手牌放到一列',
  swapHandDrop: '你可以用1张手牌交换你转珠区的1张卡',
  roll: '横置对手1只活动怪兽（条件：属性、最大防御力）',
  activate: '让你横置的怪兽变为活动：数量（默认1）、全部、条件属性/类型',
  activateSelf: '这只怪兽变为活动',
  heal: '卡组顶的卡加入你的生命，n次（upTo：仅在你的生命少于upTo时）',
  devolve: '把一叠怪兽最上面的卡移到其弃牌区（己方/对方/双方、全部、条件）',
  bounce: '让对手进化过的怪兽（阶段 <= maxStage）最上面的卡回到其主人手牌',
  swapOpponentDrop: '你可以交换对手转珠区2张卡的位置',
  trimOpponentColumn: '弃掉对手一列（2张或以上）中除最上面以外的所有卡',
  discardOpponentDrop: '从对手的转珠区弃掉1张卡（不会让一列变空）',
  damageBonus: '本回合你某类型的怪兽伤害+n',
  evolveFromHand: '从手牌进化1只指定属性的怪兽，费用按卡上写的数值减少',
  useFromHand: '使用手牌中1张指定属性的卡，费用按卡上写的数值减少：进化成怪兽，或使用技能',
  orbChange: '公开卡组顶的卡：属性相同则加入手牌，否则放到你选择的一列',
  recycle: '从你的弃牌区拿1张卡（条件：类型）加入手牌',
  damageOpponent: '对对手造成n点伤害',
  discardRandomOpponentHand: '随机弃掉对手1张手牌',
  discardHand: '从你的手牌弃n张（必须能全部弃掉才能使用此卡）',
  evolveSelf: '从手牌进化成这张卡（伤害时机）',
  multiGuard: '永续：一个攻击阶段中可以防御多名攻击者',
  noAttackGuard: '永续：不能攻击也不能防御',
  drawTo: '抽卡直到手牌达到n张',
  opponentDiscards: '对手自选弃掉n张手牌（all：全部手牌）',
  boost: '本回合：数值（攻击力、伤害、连击数、防御力）+n，对象为自己、选择的1只或全部（条件、己方/对方）',
  dropRefresh: '弃掉你的一列，再从卡组顶补入同样张数的卡',
  revealToDrop: '公开卡组顶的卡：属性相同则放到你选择的一列，否则放入弃牌区',
  recycleToDrop: '你可以把弃牌区1张卡（条件）放到一列',
  selfToDrop: '作为伤害拿到手时，这张卡可以从手牌放到一列（伤害时机）',
  aura: '永续：这只怪兽（self）或符合条件的己方怪兽（all）的数值+n',
  unguardable: '永续：对手符合条件的怪兽不能防御这只怪兽',
  guardBonus: '永续：防御指定属性的攻击者后，直到回合结束防御力+n（不叠加）',
  shield: '永续：攻击力不超过maxAttack的攻击（rolled：仅限横置的攻击者）不对你造成伤害',
  lifeToDiscard: '永续：这只怪兽攻击造成的伤害让生命卡进入弃牌区而不是手牌',
  healToDamage: '永续：心珠连击改为对对手造成1点伤害，不回复',
  noFoeActivate: '永续：对手的转珠阶段中，启动效果不能让对手的怪兽变为活动',
  damageHalfLife: '造成对手生命一半（向下取整）的伤害',
  whenFoeDamaged: '直到回合结束，对手每次受到伤害时执行操作 then',
  lookTop: '查看卡组顶的n张卡（只有你能看到）',
  lookTake: '从卡组顶的n张卡中拿1张加入手牌，其余弃掉',
  lastStand: '永续：检查时你的生命为0，这张卡离开其怪兽叠，成为一张生命卡',
  preventByDiscard: '永续：你受到的伤害结算前，每弃n张手牌可防止其中1点，可重复',
  attackTwice: '永续：宣言攻击时满足条件，这只怪兽攻击两次（第一次攻击处理完后进行第二次）',
  rollAttacker: '永续：这只怪兽防御时，防御力不超过maxDefense的攻击者被横置',
  discardForCombo: '弃掉任意张带有该属性宝珠的手牌：每弃1张，本回合这只怪兽连击数+1',
};

