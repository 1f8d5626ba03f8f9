/** Texts of the cards under a SIGNI (rules/under.ts, ops-under.ts; WX05 Uranium). */
export const underEn = {
  evPutUnder: (card: string, signi: string, who: string) => `${who} puts ${card} face up under ${signi}`,
  evUnderTrashed: (cards: string, signi: string, who: string) => `the cards under ${signi} go to ${who}'s trash: ${cards}`,
  evUnderToHand: (who: string, card: string, signi: string) => `${who} takes ${card} from under ${signi} into the hand`,
  promptTrashToUnder: (card: string, kind: string, left: number) => `${card}: put ${left} more ${kind} from your trash under it, or none (skip, only before the first)`,
  promptUnderToHand: (card: string) => `${card}: take a card from under it into your hand`,
  /** The board: how many cards lie face up under a SIGNI, briefly and in words. */
  underBrief: (n: number) => `+${n} under`,
  underCards: (names: string) => `under: ${names}`,
};

export const underZh: typeof underEn = {
  evPutUnder: (card, signi, who) => `${who}将${card}正面朝上放到${signi}下方`,
  evUnderTrashed: (cards, signi, who) => `${signi}下方的牌放入${who}的废弃区：${cards}`,
  evUnderToHand: (who, card, signi) => `${who}将${card}从${signi}下方加入手牌`,
  promptTrashToUnder: (card, kind, left) => `${card}：再从你的废弃区将${left}张${kind}放到其下方，或不放（skip，仅限第一张之前）`,
  promptUnderToHand: (card) => `${card}：将其下方的1张牌加入手牌`,
  underBrief: (n) => `+下方${n}张`,
  underCards: (names) => `下方：${names}`,
};
