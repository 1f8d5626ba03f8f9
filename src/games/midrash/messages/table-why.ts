/**
 * Why a card becomes known, as the people at a real table are told (`play --table` asks them which card it is:
 * engine/chance.ts `becauseOf`). Everything here is seen by everyone, but the words never name the card.
 */
import { localized } from '../../../engine/i18n.js';

const en = {
  demon: 'The demon of this solo game is turned up from the shuffled demons',
  calamities: 'The calamities are turned up from their shuffled pile',
  grimoire: (level: number) => `The top card of the level ${level} grimoire is turned face up`,
  summon: (who: string, level: number) => `${who} summons from the level ${level} grimoire (its top 3 cards are turned face up)`,
  ritual: (who: string, level: number) => `${who}'s ritual turns up the top card of the level ${level} grimoire`,
  kriltu: 'Kriltu discards the top card of each grimoire face up',
  invade: (level: number) => `The demon invades (cards of the level ${level} grimoire are turned face up)`,
};

const zh: typeof en = {
  demon: '从洗好的恶魔牌中翻开本次单人游戏的恶魔',
  calamities: '从洗好的灾厄牌堆中翻开灾厄',
  grimoire: (level) => `翻开等级 ${level} 魔导书的顶牌`,
  summon: (who, level) => `${who} 从等级 ${level} 魔导书召唤，翻开顶部 3 张`,
  ritual: (who, level) => `${who} 的仪式翻开等级 ${level} 魔导书的顶牌`,
  kriltu: '克里尔图将每个等级魔导书的顶牌正面朝上弃掉',
  invade: (level) => `恶魔入侵，翻开等级 ${level} 魔导书的牌`,
};

export const why = localized({ en, zh });
