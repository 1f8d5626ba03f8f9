/** Texts of toDeckShuffle (ops-to-deck.ts). */
export const toDeckEn = {
  evToDeck: (card: string, owner: string) => `${card} goes from the field into ${owner}'s deck`,
};

export const toDeckZh: typeof toDeckEn = {
  evToDeck: (card, owner) => `${card}从场上放入${owner}的卡组`,
};
