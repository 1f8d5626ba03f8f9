/** Texts of WX05 Mirurun Tico: the opponent's spells locked (table/spell-lock.ts), a spell of the opponent's trash used (ops-opp-trash-spell.ts). */
export const spellLockEn = {
  exSpellsLocked: (card: string) => `${card}: the opponent's LRIG says you cannot use spells`,
  promptUseOppTrashSpell: (card: string) => `${card}: use a spell from the opponent's trash as your own, without paying its cost and ignoring its limiting condition (pick id), or not (skip)`,
  evNoSpellUse: (who: string, card: string) => `${who} cannot use spells: ${card} goes unused`,
};

export const spellLockZh: typeof spellLockEn = {
  exSpellsLocked: (card) => `${card}：对方的分身使你不能使用魔法`,
  promptUseOppTrashSpell: (card) => `${card}：将对方废弃区的1张魔法作为你的魔法使用，不支付费用并无视限定条件（pick id），或不使用（skip）`,
  evNoSpellUse: (who, card) => `${who}不能使用魔法：${card}未被使用`,
};
