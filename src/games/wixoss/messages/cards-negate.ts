/** Texts of "the next attack this turn is negated" (cards/ops-negate-attack.ts; WX05 Suiboku's Burst). */
export const negateEn = {
  evNextAttackNegated: (who: string) => `this turn, the next attack is negated (${who}'s effect)`,
};

export const negateZh: typeof negateEn = {
  evNextAttackNegated: (who) => `本回合下一次攻击将被无效（${who}的效果）`,
};
