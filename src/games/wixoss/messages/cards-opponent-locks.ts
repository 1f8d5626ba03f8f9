/** Texts of the constants that change the opponent's rules (table/opponent-locks.ts). */
export const oppLocksEn = {
  evEnerSkipped: (who: string) => `${who} skips the ener phase (an opposing SIGNI says so)`,
  // WX05 Code Love Heart CMR (table/hand-lock.ts)
  evDrawLocked: (who: string) => `${who} cannot draw now (an opposing SIGNI says so): nothing is drawn`,
  evHandLocked: (who: string) => `no card can go into ${who}'s hand now (an opposing SIGNI says so): it stays where it is`,
  promptFieldOrDeck: (card: string) => `${card}: put it onto your field (zone), or leave it in your deck (skip: your hand is locked)`,
};

export const oppLocksZh: typeof oppLocksEn = {
  evEnerSkipped: (who) => `${who}跳过充能阶段（对方精灵的效果）`,
  // WX05 爱心代号 C・M・R（table/hand-lock.ts）
  evDrawLocked: (who) => `${who}现在不能抽卡（对方精灵的效果）：没有抽卡`,
  evHandLocked: (who) => `现在任何牌都不能加入${who}的手牌（对方精灵的效果）：那张牌留在原处`,
  promptFieldOrDeck: (card) => `${card}：放到你的场上（zone），或留在卡组中（skip：你的手牌被锁定）`,
};
