/** The game-content language contract (src/engine/i18n.ts): English always, other languages where given. */
import { cardNameText, hasText, localizeBoard, localizeTopic, pickText } from '../../src/engine/i18n.js';

describe('game content in several languages', () => {
  it('picks the language asked for, falling back to English', () => {
    expect(pickText('Servant O', 'zh')).toBe('Servant O');
    expect(pickText({ en: 'hand', zh: '手牌' }, 'zh')).toBe('手牌');
    expect(pickText({ en: 'hand', zh: '手牌' }, 'en')).toBe('hand');
    expect(pickText({ en: 'hand' }, 'ja')).toBe('hand');
    expect(hasText({ en: 'hand', zh: '手牌' }, 'zh')).toBe(true);
    expect(hasText('hand', 'zh')).toBe(false);
    expect(hasText('hand', 'en')).toBe(true);
  });

  it('shows the Japanese card name alongside', () => {
    const names = { ja: '満月の巫女　タマヨリヒメ', en: 'Tamayorihime, Full Moon Miko', zh: '满月之巫女 玉依姬' };
    expect(cardNameText(names, 'zh')).toBe('满月之巫女 玉依姬 (満月の巫女　タマヨリヒメ)');
    expect(cardNameText(names, 'ja')).toBe('満月の巫女　タマヨリヒメ');
    expect(cardNameText({ en: "Lil' Red Dragon", ja: null }, 'zh')).toBe("Lil' Red Dragon");
  });

  it('localizes rules topics and boards, keeping ids and styles', () => {
    expect(localizeTopic({ id: 'deck', title: { en: 'Deck', zh: '构筑' }, summary: 's', body: { en: 'b' } }, 'zh'))
      .toEqual({ id: 'deck', title: '构筑', summary: 's', body: 'b' });
    const board = localizeBoard({
      title: { en: 'WIXOSS - turn 1', zh: 'WIXOSS - 第 1 回合' },
      tables: [{ title: 'Ann', head: [{ en: 'zone', zh: '区域' }], rows: [[{ en: 'hand', zh: '手牌' }, { text: { en: 'face down', zh: '背面' }, style: 'hidden' }]] }],
      notes: [{ text: 'P1', style: 'seat1' }],
    }, 'zh');
    expect(board).toEqual({
      title: 'WIXOSS - 第 1 回合',
      tables: [{ title: 'Ann', head: ['区域'], rows: [['手牌', { text: '背面', style: 'hidden' }]] }],
      notes: [{ text: 'P1', style: 'seat1' }],
    });
  });
});
