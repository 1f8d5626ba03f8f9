/** Texts of mayRevealFromHand (ops-reveal-hand.ts): the prompt names no hand card; the event names the one shown. */
export const revealHandEn = {
  promptRevealFromHand: (card: string) => `${card}: reveal a card from your hand (reveal K), or skip`,
  evRevealsFromHand: (who: string, card: string) => `${who} reveals ${card} from the hand`,
  dRevealHand: (card: string) => `Reveal ${card} from your hand`,
};

export const revealHandZh: typeof revealHandEn = {
  promptRevealFromHand: (card) => `${card}：从手牌展示1张牌（reveal K），或skip`,
  evRevealsFromHand: (who, card) => `${who}从手牌展示了${card}`,
  dRevealHand: (card) => `从手牌展示${card}`,
};
