/** Texts of replacement effects, "would ..., instead you may ..." (rules/replace.ts; WX04 Paimon, WX06 Shironakuji). */
export const replaceEn = {
  /** The event as the question and the log say it: "Servant X (Ann) would be banished". */
  wouldHappen: (card: string, who: string, event: 'banish' | 'leave') => `${card} (${who}) would ${event === 'banish' ? 'be banished' : 'leave the field'}`,
  insteadCharm: (source: string) => `by ${source}, put its Charm into the trash instead`,
  insteadPower: (source: string, amount: number) => `by its ability, ${source} gets ${amount} power until end of turn instead`,
  promptReplace: (would: string, instead: string) => `${would}: ${instead} (use), or let it happen (skip)?`,
  promptReplaceWhich: (would: string, ways: string) => `${would}: pick what happens instead (${ways}), or let it happen (skip)`,
  /** One way of several, by its choice: "target own 2: Shironakuji gets -6000". */
  replaceWay: (choice: string, instead: string) => `${choice}: ${instead}`,
  evReplaced: (would: string, source: string) => `${would}, but ${source} replaces it: it stays on the field`,
  evLeftToEner: (card: string, who: string) => `${card} (${who}) goes from the field into the ener zone`,
};

export const replaceZh: typeof replaceEn = {
  wouldHappen: (card, who, event) => `${card}（${who}）将${event === 'banish' ? '被驱逐' : '离场'}`,
  insteadCharm: (source) => `通过${source}，改为将其魅饰放入废弃区`,
  insteadPower: (source, amount) => `通过其能力，改为${source}本回合力量${amount}`,
  promptReplace: (would, instead) => `${would}：${instead}（use），或不代替（skip）？`,
  promptReplaceWhich: (would, ways) => `${would}：选择改为发生什么（${ways}），或不代替（skip）`,
  replaceWay: (choice, instead) => `${choice}：${instead}`,
  evReplaced: (would, source) => `${would}，但${source}代替了它：它留在场上`,
  evLeftToEner: (card, who) => `${card}（${who}）从场上放入能量区`,
};
