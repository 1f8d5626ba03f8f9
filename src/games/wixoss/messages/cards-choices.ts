/** Texts of the effect ops that pick SIGNI, classes and modes (ops-own, ops-any, ops-classes, ops-mode, optional costs), and the SIGNI class names. Spread into en.ts and zh.ts. */
export const choicesEn = {
  promptTargetAny: "Change power: pick a SIGNI, yours or the opponent's",
  promptOptionalCost: (card: string, cost: string) => `${card}: pay ${cost} to use its ability?`,
  promptBanishOwn: (card: string) => `${card}: banish one of your SIGNI`,
  promptAnySigni: (card: string) => `${card}: pick a SIGNI on either field`,
  filterMaxLevel: (level: number) => ` of level ${level} or less`,
  promptDiscardMatching: (card: string, what: string) => `${card}: discard ${what}`,
  promptTrashFor: (card: string) => `${card}: put one of your SIGNI into the trash`,
  promptSameLevel: (level: number) => `Banish a SIGNI of level ${level}, the opponent's or one of yours`,
  dOwn: (card: string, zone: string) => `Target your ${card} in SIGNI zone ${zone}`,
  promptClass: (names: string) => `Choose a class the milled cards share (${names})`,
  evChoosesClass: (who: string, cls: string) => `${who} chooses the class <${cls}>`,
  dClass: (k: string) => `Choose shared class ${k}`,
  /** SIGNI classes as the data spells them (Japanese) -> our names. */
  className: {
    精武: 'Armed', 精羅: 'Nature', 精械: 'Machine', 精生: 'Living', 精像: 'Image', 精元: 'Origin',
    アーム: 'Arm', ウェポン: 'Weapon', 古代兵器: 'Ancient Weapon', 水獣: 'Water Beast', 電機: 'Electric Machine', 地獣: 'Earth Beast',
    植物: 'Plant', 天使: 'Angel', 宝石: 'Gem', 宇宙: 'Space', 悪魔: 'Devil', 鉱石: 'Ore', 空獣: 'Sky Beast', 迷宮: 'Labyrinth',
    // The next era (WX04-WX06)
    原子: 'Atom', 美巧: 'Beautiful Technique', 凶蟲: 'Misfortune Insect', 毒牙: 'Poison Fang', 遊具: 'Playground Equipment', 龍獣: 'Dragon Beast',
  } as Record<string, string>,
};

export const choicesZh: typeof choicesEn = {
  promptTargetAny: '改变力量：选择我方或对方的1只精灵',
  promptOptionalCost: (card, cost) => `${card}：支付${cost}来使用其能力？`,
  promptBanishOwn: (card) => `${card}：驱逐你的1只精灵`,
  promptAnySigni: (card) => `${card}：选择任意一方的1只精灵`,
  filterMaxLevel: (level) => `等级${level}以下的`,
  promptDiscardMatching: (card, what) => `${card}：舍弃${what}`,
  promptTrashFor: (card) => `${card}：将你的1只精灵放入废弃区`,
  promptSameLevel: (level) => `驱逐1只等级${level}的精灵（对方的或你的）`,
  dOwn: (card, zone) => `以我方精灵区${zone}的${card}为对象`,
  promptClass: (names) => `选择被放入废弃区的卡共有的类别（${names}）`,
  evChoosesClass: (who, cls) => `${who}选择类别<${cls}>`,
  dClass: (k) => `选择第${k}个共有类别`,
  className: {
    精武: '精武', 精羅: '精罗', 精械: '精械', 精生: '精生', 精像: '精像', 精元: '精元',
    アーム: '武装', ウェポン: '武器', 古代兵器: '古代兵器', 水獣: '水兽', 電機: '电机', 地獣: '地兽',
    植物: '植物', 天使: '天使', 宝石: '宝石', 宇宙: '宇宙', 悪魔: '恶魔', 鉱石: '矿石', 空獣: '空兽', 迷宮: '迷宫',
    原子: '原子', 美巧: '美巧', 凶蟲: '凶虫', 毒牙: '毒牙', 遊具: '游具', 龍獣: '龙兽',
  },
};
