/** Texts of shieldThisTurn (ops-shield.ts). */
export const shieldEn = {
  evShieldThisTurn: (who: string, what: string) => `this turn ${who}'s ${what} SIGNI are unaffected by the opponent's spells and SIGNI`,
};

export const shieldZh: typeof shieldEn = {
  evShieldThisTurn: (who, what) => `本回合${who}的${what}精灵不受对方魔法和精灵的效果影响`,
};
