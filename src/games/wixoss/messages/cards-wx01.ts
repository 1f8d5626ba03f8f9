/** Texts of the ops the WX01 cards added (ops-cutin, ops-look, ops-sweep), spread into en.ts and zh.ts. */
export const wx01En = {
  evSpellCancelled: (card: string) => `the effect of ${card} is cancelled`,
  promptTrashFromTop: (names: string) => `Top of your deck (${names}): put one into the trash, or done`,
  evLookedToTrash: (who: string, card: string) => `${who} puts ${card} from the top of the deck into the trash`,
  evUpAll: (who: string) => `${who}'s SIGNI are up`,
  promptUpOwn: 'Up: pick one of your downed SIGNI',
  promptMayAddLife: (card: string) => `${card}: add your top card to your life cloth as well?`,
  evUpped: (card: string) => `${card} is up`,
  evNoGuardUpTo: (who: string, level: number) => `this turn ${who} cannot guard with level ${level} or lower SIGNI`,
  exNoGuardLevel: (card: string) => `an effect stops guarding with ${card} this turn (its level is too low)`,
  promptTargetAny: 'Change power: pick a SIGNI (target N: yours, target opp N: the opponent\'s)',
  evEnerToTrash: (who: string, cards: string) => `${who}'s ener zone goes to the trash: ${cards}`,
  evTrashToDeck: (who: string, cards: string) => `${who} shuffles from the trash into the deck: ${cards}`,
};

export const wx01Zh: typeof wx01En = {
  evSpellCancelled: (card: string) => `${card}的效果被取消`,
  promptTrashFromTop: (names: string) => `卡组顶（${names}）：选1张放入废弃区，或选done结束`,
  evLookedToTrash: (who: string, card: string) => `${who}将卡组顶的${card}放入废弃区`,
  evUpAll: (who: string) => `${who}的精灵全部竖置`,
  promptUpOwn: '竖置：选择我方1只横置的精灵',
  promptMayAddLife: (card: string) => `${card}：是否再将卡组顶1张加入生命护甲？`,
  evUpped: (card: string) => `${card}竖置`,
  evNoGuardUpTo: (who: string, level: number) => `本回合${who}不能用等级${level}以下的精灵防御`,
  exNoGuardLevel: (card: string) => `本回合因效果不能用${card}防御（等级过低）`,
  promptTargetAny: '改变力量：选择1只精灵（target N：我方，target opp N：对方）',
  evEnerToTrash: (who: string, cards: string) => `${who}的能量区放入废弃区：${cards}`,
  evTrashToDeck: (who: string, cards: string) => `${who}将废弃区的牌洗入卡组：${cards}`,
};
