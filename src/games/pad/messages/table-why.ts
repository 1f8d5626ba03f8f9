/**
 * Why a hidden card becomes known, as the people at a real table are told (`play --table` asks them which card it
 * is: engine/chance.ts `becauseOf`). Public words only: never the card itself.
 */
import { localized } from '../../../engine/i18n.js';

const en = {
  opening: (who: string) => `${who} draws the opening hand (the 5 cards under the 5 life cards)`,
  column: (who: string, col: number) => `${who} deals the first card of drop column ${col} face up (after life and hand)`,
  turnDraw: (who: string) => `${who} draws for the turn`,
  draw: (who: string) => `${who} draws a card`,
  deckUp: (who: string) => `The top card of ${who}'s deck is turned face up`,
  toColumn: (who: string, col: number) => `The top card of ${who}'s deck goes onto column ${col}`,
  look: (who: string) => `${who} looks at the top of the deck`,
  reveal: (who: string) => `${who} reveals the top card of the deck`,
  damageHand: (who: string) => `A life card of ${who}'s goes to the hand (1 damage)`,
  damageDiscard: (who: string) => `A life card of ${who}'s goes to the discard pile (1 damage)`,
  randomHand: (who: string) => `A card is picked at random from ${who}'s hand`,
};

const zh: typeof en = {
  opening: (who) => `${who}抽起始手牌（5张生命卡下面的5张）`,
  column: (who, col) => `${who}在第${col}列正面朝上放第一张卡（在生命卡和手牌之后）`,
  turnDraw: (who) => `${who}在本回合抽牌`,
  draw: (who) => `${who}抽1张卡`,
  deckUp: (who) => `${who}的卡组顶卡被翻开`,
  toColumn: (who, col) => `${who}的卡组顶卡放到第${col}列`,
  look: (who) => `${who}查看卡组顶`,
  reveal: (who) => `${who}公开卡组顶的1张卡`,
  damageHand: (who) => `${who}受到1点伤害，1张生命卡加入手牌`,
  damageDiscard: (who) => `${who}受到1点伤害，1张生命卡进入弃牌区`,
  randomHand: (who) => `从${who}的手牌中随机选出1张`,
};

export const why = localized({ en, zh });
