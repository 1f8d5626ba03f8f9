/** Every op name the effect data may use (handlers: cards/ops.ts), with a short description for `rules pad ops`. */
import { contentLang } from '../../../engine/i18n.js';
export const OP_HELP: Record<string, string> = {
  draw: 'draw n cards (an empty deck gives nothing)',
  deckToDrop: "put the deck's top card on a column you choose",
  handToDrop: 'you may put 1 hand card on a column',
  swapHandDrop: 'you may swap 1 hand card with 1 card of your drop area',
  roll: 'roll (tap) 1 active opponent monster (filters: attribute, maxDefense)',
  activate: 'make tapped monsters of yours active: count (default 1), all, filters attribute/type',
  activateSelf: 'this monster becomes active',
  heal: "if your life is under 5, the deck's top card joins your life (n times)",
  devolve: 'remove the top card of a monster stack to its discard (side own/opponent/both, all, filters)',
  bounce: "return the top card of an opponent's evolved monster (stage <= maxStage) to its owner's hand",
  swapOpponentDrop: "you may swap the places of 2 cards in the opponent's drop area",
  trimOpponentColumn: "discard all but the top card of an opponent's column with 2+ cards",
  discardOpponentDrop: "discard 1 card from the opponent's drop area (never emptying a column)",
  damageBonus: 'your monsters of a type deal +n damage this turn',
  evolveFromHand: 'evolve 1 monster of an attribute from hand for `discount` less',
  orbChange: "reveal the deck's top card: of the attribute it goes to hand, else onto a column you choose",
  recycle: 'take 1 card (filter: type) from your discard pile into your hand',
  damageOpponent: 'deal n damage to the opponent',
  discardRandomOpponentHand: "discard a random card from the opponent's hand",
  discardHand: 'discard n cards from your hand (needed in full to use the card)',
  evolveSelf: 'evolve into this card from hand (damage timing)',
  multiGuard: 'continuous: may guard several attackers in one attack phase',
  noAttackGuard: 'continuous: cannot attack or guard',
};
export const OP_NAMES = Object.keys(OP_HELP);

/** The same descriptions in Simplified Chinese (prompts and `rules pad ops` under --lang zh). */
export const OP_HELP_ZH: Record<keyof typeof OP_HELP, string> = {
  draw: '抽n张卡（卡组为空时什么也得不到）',
  deckToDrop: '把卡组顶的卡放到你选择的一列',
  handToDrop: '你可以把1张手牌放到一列',
  swapHandDrop: '你可以用1张手牌交换你转珠区的1张卡',
  roll: '横置对手1只活动怪兽（条件：属性、最大防御力）',
  activate: '让你横置的怪兽变为活动：数量（默认1）、全部、条件属性/类型',
  activateSelf: '这只怪兽变为活动',
  heal: '若你的生命少于5，卡组顶的卡加入你的生命（n次）',
  devolve: '把一叠怪兽最上面的卡移到其弃牌区（己方/对方/双方、全部、条件）',
  bounce: '让对手进化过的怪兽（阶段 <= maxStage）最上面的卡回到其主人手牌',
  swapOpponentDrop: '你可以交换对手转珠区2张卡的位置',
  trimOpponentColumn: '弃掉对手一列（2张或以上）中除最上面以外的所有卡',
  discardOpponentDrop: '从对手的转珠区弃掉1张卡（不会让一列变空）',
  damageBonus: '本回合你某类型的怪兽伤害+n',
  evolveFromHand: '从手牌进化1只指定属性的怪兽，费用按卡上写的数值减少',
  orbChange: '公开卡组顶的卡：属性相同则加入手牌，否则放到你选择的一列',
  recycle: '从你的弃牌区拿1张卡（条件：类型）加入手牌',
  damageOpponent: '对对手造成n点伤害',
  discardRandomOpponentHand: '随机弃掉对手1张手牌',
  discardHand: '从你的手牌弃n张（必须能全部弃掉才能使用此卡）',
  evolveSelf: '从手牌进化成这张卡（伤害时机）',
  multiGuard: '永续：一个攻击阶段中可以防御多名攻击者',
  noAttackGuard: '永续：不能攻击也不能防御',
};

/** An op's description in the reader's language (the prompt of an effect's question). */
export function opHelp(op: string): string {
  return (contentLang() === 'zh' ? OP_HELP_ZH[op] : OP_HELP[op]) ?? op;
}
