/** Texts of the constants that change the opponent's rules (table/opponent-locks.ts). */
export const oppLocksEn = {
  evEnerSkipped: (who: string) => `${who} skips the ener phase (an opposing SIGNI says so)`,
};

export const oppLocksZh: typeof oppLocksEn = {
  evEnerSkipped: (who) => `${who}跳过充能阶段（对方精灵的效果）`,
};
