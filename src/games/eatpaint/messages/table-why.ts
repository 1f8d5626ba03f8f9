/**
 * Why a hidden card becomes known, as the people at a real table are told (`play --table` asks them which card it
 * is: engine/chance.ts `becauseOf`). Public words only: never the card itself.
 */
import { localized } from '../../../engine/i18n.js';

const en = {
  opening: (who: string) => `${who} draws the opening hand`,
  draw: (who: string) => `${who} draws a card`,
  turnDraw: (who: string) => `${who} draws for the turn`,
  refill: (who: string) => `${who} draws back up to the hand size at the end of the turn`,
  heat: (who: string) => `A face-down HEAT card of ${who}'s goes to the trash face up (HEAT cost)`,
  payEnergy: (who: string) => `A face-down energy card of ${who}'s pays a cost and goes to the trash face up`,
  destroyEnergy: (who: string) => `A face-down energy card of ${who}'s is trashed face up`,
  shown: (who: string) => `A hidden card of ${who}'s is turned face up`,
};

const zh: typeof en = {
  opening: (who) => `${who}抽起始手牌`,
  draw: (who) => `${who}抽1张牌`,
  turnDraw: (who) => `${who}在回合开始时抽牌`,
  refill: (who) => `${who}在回合结束时把手牌补到上限`,
  heat: (who) => `${who}支付HEAT，1张背面的HEAT卡正面朝上放入弃牌区`,
  payEnergy: (who) => `${who}用1张背面的能量卡支付，它正面朝上放入弃牌区`,
  destroyEnergy: (who) => `${who}的1张背面能量卡正面朝上放入弃牌区`,
  shown: (who) => `${who}的1张背面的牌被翻开`,
};

export const why = localized({ en, zh });
