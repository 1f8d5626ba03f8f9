/** Texts of the reveal-and-count ops (ops-reveal-count.ts; WX05 Fortune Five). */
export const revealCountEn = {
  evRevealedCount: (who: string, count: number, kind: string) => `${who} counts ${count} ${kind} of different names among the revealed cards`,
  evRevealsHand: (who: string, cards: string) => `${who} reveals the whole hand: ${cards}`,
  handEmpty: 'no cards',
  evBouncedEvery: (who: string, cards: string) => `every SIGNI of ${who} that can be returns to the hand: ${cards}`,
};

export const revealCountZh: typeof revealCountEn = {
  evRevealedCount: (who, count, kind) => `${who}在展示的牌中数出${count}张名字不同的${kind}`,
  evRevealsHand: (who, cards) => `${who}展示全部手牌：${cards}`,
  handEmpty: '没有牌',
  evBouncedEvery: (who, cards) => `${who}的精灵全部返回手牌：${cards}`,
};

/** The doubled power of WX04 Shienko's ability (ops-double-power.ts). */
export const doublePowerEn = { evPowerDoubled: (card: string, power: number) => `${card}'s power is doubled to ${power} until end of turn` };
export const doublePowerZh: typeof doublePowerEn = { evPowerDoubled: (card, power) => `${card}的力量加倍为${power}，直到回合结束` };
