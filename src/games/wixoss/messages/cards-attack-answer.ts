/** Texts of the defender's moment as an opposing SIGNI attacks (rules/attack-answer.ts; WX05 Anne Fifth). */
export const attackAnswerEn = {
  promptAttackAnswer: (attacker: string) => `${attacker} attacks: use your LRIG's ability now (act lrig), or let the attack go on (pass)`,
  exNotNow: (card: string) => `${card}'s ability is used only when an opposing SIGNI attacks`,
};

export const attackAnswerZh: typeof attackAnswerEn = {
  promptAttackAnswer: (attacker) => `${attacker}进行攻击：现在使用你的分身的能力（act lrig），或让攻击继续（pass）`,
  exNotNow: (card) => `${card}的能力只能在对方精灵攻击时使用`,
};

/** Texts of using a spell from the opponent's hand (ops-opp-hand-spell.ts; WX04 Mirurun Yocto). */
export const oppHandSpellEn = {
  promptUseOppHandSpell: (card: string) => `${card}: use one of the opponent's spells without paying its cost (pick), or none (skip)`,
  publicUseOppHandSpell: 'looking at the opponent\'s hand for a spell to use',
};

export const oppHandSpellZh: typeof oppHandSpellEn = {
  promptUseOppHandSpell: (card) => `${card}：不支付费用使用对方手牌中的1张魔法（pick），或不使用（skip）`,
  publicUseOppHandSpell: '正在查看对方手牌，寻找要使用的魔法',
};
