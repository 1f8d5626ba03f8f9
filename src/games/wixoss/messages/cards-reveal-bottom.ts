/** Texts of revealRestBottom (ops-reveal-bottom.ts); its questions name the revealed cards to their decider only (questions.ts LOOKING). */
export const revealBottomEn = {
  promptRevealedToBottom: (names: string) => `Put the revealed cards on the bottom of your deck (${names}): which goes next?`,
  promptRevealedTopOrBottom: (names: string) => `Put back the revealed cards (${names}): which one next, on the top or the bottom of your deck?`,
  evRevealedCardToBottom: (who: string, card: string) => `${who} puts the revealed ${card} on the bottom of the deck`,
  evRevealedToTop: (who: string, card: string) => `${who} puts the revealed ${card} back on top of the deck`,
  dBottom: (k: string) => `Put card ${k} of those being put back next on the bottom of the deck`,
  publicRevealBottom: 'putting the cards they revealed or looked at back on their deck in an order of their choice',
  // WX05 Mirurun Tico: the same with cards only looked at (op revealRestBottom `look`)
  promptLookedTopOrBottom: (names: string) => `Put back the cards you looked at (${names}): which one next, on the top or the bottom of your deck?`,
  evLookedToTop: (who: string) => `${who} puts a card they looked at back on top of the deck`,
  evLookedToBottom: (who: string) => `${who} puts a card they looked at on the bottom of the deck`,
};

export const revealBottomZh: typeof revealBottomEn = {
  promptRevealedToBottom: (names) => `将展示的卡放到卡组底（${names}）：下一张放哪一张？`,
  promptRevealedTopOrBottom: (names) => `放回展示的卡（${names}）：下一张放哪一张，放在卡组顶还是卡组底？`,
  evRevealedCardToBottom: (who, card) => `${who}将展示的${card}放到卡组底`,
  evRevealedToTop: (who, card) => `${who}将展示的${card}放回卡组顶`,
  dBottom: (k) => `把正在放回的第${k}张牌放到卡组底的下一个位置`,
  publicRevealBottom: '正在把展示或查看过的牌按自选顺序放回卡组',
  promptLookedTopOrBottom: (names) => `放回查看过的卡（${names}）：下一张放哪一张，放在卡组顶还是卡组底？`,
  evLookedToTop: (who) => `${who}将1张查看过的卡放回卡组顶`,
  evLookedToBottom: (who) => `${who}将1张查看过的卡放到卡组底`,
};
