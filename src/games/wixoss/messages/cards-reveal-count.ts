/** Texts of the reveal-and-count ops (ops-reveal-count.ts; WX05 Fortune Five). */
export const revealCountEn = {
  evRevealedCount: (who: string, count: number, kind: string) => `${who} counts ${count} ${kind} of different names among the revealed cards`,
};

export const revealCountZh: typeof revealCountEn = {
  evRevealedCount: (who, count, kind) => `${who}在展示的牌中数出${count}张名字不同的${kind}`,
};
