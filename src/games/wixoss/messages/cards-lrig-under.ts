/** Texts of lrigUnderToTrash (ops-lrig-under.ts); the cards under an LRIG are face up. */
export const lrigUnderEn = {
  promptUnderToLrigTrash: (card: string, left: number) => `${card}: put a card from under your LRIG into the LRIG trash (${left} to go)`,
  evUnderToLrigTrash: (who: string, card: string) => `${who} puts ${card} from under the LRIG into the LRIG trash`,
};

export const lrigUnderZh: typeof lrigUnderEn = {
  promptUnderToLrigTrash: (card, left) => `${card}：将分身下方的1张牌放入分身废弃区（还需${left}张）`,
  evUnderToLrigTrash: (who, card) => `${who}将分身下方的${card}放入分身废弃区`,
};
