/** Texts of the banish cost (ops-banish-cost.ts). */
export const banishCostEn = {
  promptPayBanish: (card: string, left: number) => `${card}: banish one of your SIGNI (cost; ${left} to go)`,
};

export const banishCostZh: typeof banishCostEn = {
  promptPayBanish: (card, left) => `${card}：驱逐你的1只精灵（费用；还需${left}只）`,
};
