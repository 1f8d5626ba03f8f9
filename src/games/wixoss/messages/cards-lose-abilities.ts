/** Texts of SIGNI that lose their abilities (WX05 Code Labyrinth Louvre; table/lose-abilities.ts). */
export const loseAbilitiesEn = {
  evNoAbilitiesNextTurn: (owner: string, who: string) => `during ${owner}'s next turn, all of ${who}'s SIGNI lose their abilities`,
  noAbilitiesMark: 'no abilities', // the board: a SIGNI that has lost its abilities now
  exAbilitiesLost: (card: string) => `${card} has lost its abilities (Code Labyrinth Louvre)`,
};

export const loseAbilitiesZh: typeof loseAbilitiesEn = {
  evNoAbilitiesNextTurn: (owner, who) => `在${owner}的下一个回合中，${who}的所有精灵失去能力`,
  noAbilitiesMark: '失去能力',
  exAbilitiesLost: (card) => `${card}已失去能力（迷牢代号 卢浮宫）`,
};
