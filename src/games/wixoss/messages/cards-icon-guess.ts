/** Texts of WX05 Ulith, Enma of Nihilism: a hand card chosen, a colour declared by the opponent (ops-icon-guess.ts), ARTS and spells free of their limiting conditions. */
export const iconGuessEn = {
  argColor: 'colour: white, red, blue, green, black or colorless',
  promptChooseForIcon: (card: string) => `${card}: choose a card of your hand; the opponent then declares a colour, and if the card lacks that icon every opposing SIGNI goes to the trash`,
  publicChooseForIcon: 'choosing a card of their hand, face down, for the opponent to guess its colour',
  promptDeclareIcon: (card: string) => `${card}: declare a colour; if the card your opponent chose lacks that icon, all of your SIGNI go to the trash`,
  publicDeclareIcon: 'declaring a colour for the card their opponent chose',
  evChoseForIcon: (who: string) => `${who} chooses a card of their hand, face down`,
  evDeclaresIcon: (who: string, color: string) => `${who} declares ${color}`,
  evRevealsChosen: (who: string, card: string) => `${who} reveals the chosen card: ${card}`,
  dIcon: (color: string) => `Declare the colour ${color}`,
};

export const iconGuessZh: typeof iconGuessEn = {
  argColor: '颜色：white、red、blue、green、black 或 colorless',
  promptChooseForIcon: (card) => `${card}：选择你的1张手牌；之后对方宣言1种颜色，若该卡没有那种颜色的图标，对方所有精灵放入废弃区`,
  publicChooseForIcon: '正在背面选择1张手牌，由对手猜其颜色',
  promptDeclareIcon: (card) => `${card}：宣言1种颜色；若对方选择的卡没有该颜色的图标，你的所有精灵放入废弃区`,
  publicDeclareIcon: '正在为对手选择的卡宣言颜色',
  evChoseForIcon: (who) => `${who}背面选择了1张手牌`,
  evDeclaresIcon: (who, color) => `${who}宣言${color}`,
  evRevealsChosen: (who, card) => `${who}公开所选的卡：${card}`,
  dIcon: (color) => `宣言颜色：${color}`,
};
