/**
 * Texts of WX05 Mayu, Genesis Miko's mechanics: the grow cost that reveals an LRIG (rules/grow-reveal.ts), the
 * LRIG trash moved whole (cards/ops-lrig-trash.ts) and the extra turn (cards/ops-extra-turn.ts).
 */
export const genesisEn = {
  promptGrowReveal: 'Grow cost: pick an LRIG of your LRIG deck to reveal and put under your LRIG',
  evGrowReveal: (who: string, card: string) => `${who} reveals ${card} from the LRIG deck and puts it under the LRIG`,
  evLrigTrashUnder: (who: string, cards: string) => `${who} puts ${cards} from the LRIG trash under the LRIG`,
  evExtraTurn: (who: string) => `${who} will take an extra turn after this one`,
  evLoseAbilitiesNow: (cards: string) => `${cards} lose their abilities until end of turn`,
  extraTurnMark: (n: number) => (n === 1 ? 'an extra turn follows' : `${n} extra turns follow`),
  /** An LRIG's grow cost that reveals an LRIG (`ener`: its ener part, empty when none). */
  growRevealCost: (ener: string) => (ener ? `${ener} and an LRIG revealed from the LRIG deck` : 'an LRIG revealed from the LRIG deck'),
  exGrowReveal: (card: string) => `${card}'s grow cost reveals an LRIG of your LRIG deck that it names, and you have none`,
};

export const genesisZh: typeof genesisEn = {
  promptGrowReveal: '成长费用：选择分身卡组中的1张分身公开，放到你的分身下方',
  evGrowReveal: (who, card) => `${who}从分身卡组公开${card}，放到分身下方`,
  evLrigTrashUnder: (who, cards) => `${who}把${cards}从分身废弃区放到分身下方`,
  evExtraTurn: (who) => `本回合之后，${who}追加1个回合`,
  evLoseAbilitiesNow: (cards) => `直到回合结束时为止，${cards}失去能力`,
  extraTurnMark: (n) => `之后追加${n}个回合`,
  growRevealCost: (ener) => (ener ? `${ener}与从分身卡组公开的1张分身` : '从分身卡组公开的1张分身'),
  exGrowReveal: (card) => `${card}的成长费用须从你的分身卡组公开其指定的分身，而你没有`,
};
