/**
 * Texts of the issue-46 costs and ops (ops-ener-trash.ts and the costs, conditions and counts the next-era cards
 * added), spread into en.ts and zh.ts. Ener is face up: its cards may be named to both seats.
 */

export const costsEn = {
  promptOppEnerToTrash: (n: number, of: number) => `Put which card of the opponent's ener zone into the trash (${n}/${of})?`,
  promptTrashOwnEner: (n: number, of: number) => `Put which card of your ener zone into the trash (${n}/${of})?`,
  evEnerCardToTrash: (who: string, card: string) => `${card} goes from ${who}'s ener zone into the trash`,
};

export const costsZh: typeof costsEn = {
  promptOppEnerToTrash: (n, of) => `将对方能量区的哪张牌放入废弃区（${n}/${of}）？`,
  promptTrashOwnEner: (n, of) => `将你能量区的哪张牌放入废弃区（${n}/${of}）？`,
  evEnerCardToTrash: (who, card) => `${card}从${who}的能量区被放入废弃区`,
};
