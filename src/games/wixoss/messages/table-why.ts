/**
 * Why a hidden card becomes known, as the people at a real table are told (`play --table` asks them which card it
 * is: engine/chance.ts `becauseOf`). Public words only: never the card itself.
 */
import { localized } from '../../../engine/i18n.js';

const cards = (n: number) => (n === 1 ? '1 card' : `${n} cards`);

const en = {
  opening: (who: string, n: number) => `${who} draws the opening hand (${cards(n)})`,
  mulligan: (who: string, n: number) => `${who} draws ${cards(n)} after the mulligan`,
  turnDraw: (who: string, n: number) => `${who} draws ${cards(n)} for the turn`,
  draw: (who: string) => `${who} draws a card`,
  deckUp: (who: string) => `The top card of ${who}'s deck is turned face up`,
  deckToCharm: (who: string) => `The top card of ${who}'s deck goes face down under a SIGNI as a Charm (${who} looks at it)`,
  deckTo: (who: string, zone: 'ener' | 'trash') => `The top card of ${who}'s deck goes ${zone === 'ener' ? 'to the ener zone' : 'into the trash'}`,
  deckReveal: (who: string) => `${who} reveals the top of the deck`,
  deckLook: (looker: string, owner: string) => `${looker} looks at the top of ${looker === owner ? 'the' : `${owner}'s`} deck`,
  crushed: (who: string) => `${who}'s top life cloth is crushed`,
  lifeToHand: (who: string) => `${who} takes a life cloth card into the hand`,
  lifeUp: (who: string) => `A life cloth card of ${who}'s is turned face up`,
  lifeLook: (looker: string, owner: string) => `${looker} looks at ${looker === owner ? 'the' : `${owner}'s`} life cloth`,
  refresh: (who: string) => `${who}'s top life cloth goes into the trash (deck refresh)`,
  discard: (who: string) => `${who} discards a card at random`,
};

const zh: typeof en = {
  opening: (who, n) => `${who}抽起始手牌（${n}张）`,
  mulligan: (who, n) => `${who}换牌后抽${n}张`,
  turnDraw: (who, n) => `${who}在本回合抽${n}张`,
  draw: (who) => `${who}抽1张牌`,
  deckUp: (who) => `${who}的卡组顶牌被翻开`,
  deckToCharm: (who) => `${who}的卡组顶牌背面朝下放到精灵下方作为魅饰（${who}查看它）`,
  deckTo: (who, zone) => `${who}的卡组顶牌放入${zone === 'ener' ? '能量区' : '废弃区'}`,
  deckReveal: (who) => `${who}展示卡组顶的卡`,
  deckLook: (looker, owner) => `${looker}查看${looker === owner ? '自己' : owner}的卡组顶`,
  crushed: (who) => `${who}最上面的生命护甲被击溃`,
  lifeToHand: (who) => `${who}将1张生命护甲加入手牌`,
  lifeUp: (who) => `${who}的1张生命护甲被翻开`,
  lifeLook: (looker, owner) => `${looker}查看${looker === owner ? '自己' : owner}的生命护甲`,
  refresh: (who) => `${who}重构卡组，最上面的生命护甲放入废弃区`,
  discard: (who) => `${who}随机丢弃1张手牌`,
};

export const why = localized({ en, zh });
