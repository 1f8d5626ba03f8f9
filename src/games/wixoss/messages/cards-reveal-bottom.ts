/** Texts of revealRestBottom (ops-reveal-bottom.ts); its questions name the revealed cards to their decider only (questions.ts LOOKING). */
export const revealBottomEn = {
  promptRevealedToBottom: (names: string) => `Put the revealed cards on the bottom of your deck (${names}): which goes next?`,
  promptRevealedTopOrBottom: (names: string) => `Put back the revealed cards (${names}): which one next, on the top or the bottom of your deck?`,
  evRevealedCardToBottom: (who: string, card: string) => `${who} puts the revealed ${card} on the bottom of the deck`,
  evRevealedToTop: (who: string, card: string) => `${who} puts the revealed ${card} back on top of the deck`,
  dBottom: (k: string) => `Put revealed card ${k} next on the bottom of the deck`,
  publicRevealBottom: 'putting the revealed cards back on their deck in an order of their choice',
};

export const revealBottomZh: typeof revealBottomEn = {
  promptRevealedToBottom: (names) => `将展示的卡放到卡组底（${names}）：下一张放哪一张？`,
  promptRevealedTopOrBottom: (names) => `放回展示的卡（${names}）：下一张放哪一张，放在卡组顶还是卡组底？`,
  evRevealedCardToBottom: (who, card) => `${who}将展示的${card}放到卡组底`,
  evRevealedToTop: (who, card) => `${who}将展示的${card}放回卡组顶`,
  dBottom: (k) => `把展示的第${k}张牌放到卡组底的下一个位置`,
  publicRevealBottom: '正在把展示的牌按自选顺序放回卡组',
};
