/** Texts of the defender's moment as an opposing SIGNI attacks (rules/attack-answer.ts; WX05 Anne Fifth). */
export const attackAnswerEn = {
  promptAttackAnswer: (attacker: string) => `${attacker} attacks: use your LRIG's ability now (act lrig), or let the attack go on (pass)`,
  exNotNow: (card: string) => `${card}'s ability is used only when an opposing SIGNI attacks`,
};

export const attackAnswerZh: typeof attackAnswerEn = {
  promptAttackAnswer: (attacker) => `${attacker}进行攻击：现在使用你的分身的能力（act lrig），或让攻击继续（pass）`,
  exNotNow: (card) => `${card}的能力只能在对方精灵攻击时使用`,
};
