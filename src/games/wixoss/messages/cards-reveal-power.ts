/** Texts of revealPowerPer (cards/ops-reveal-power.ts; WX06 Shironakuji's Burst). */
export const revealPowerEn = {
  promptRevealAny: (card: string, what: string, amount: number) => `${card}: reveal ${what} from your hand (each gives ${amount}), or stop (done)`,
};

export const revealPowerZh: typeof revealPowerEn = {
  promptRevealAny: (card, what, amount) => `${card}：从手牌展示${what}（每张${amount}），或停止（done）`,
};
