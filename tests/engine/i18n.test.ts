/** The game-content language contract (src/engine/i18n.ts): English always, Chinese where written. */
import { cardName, cardNameWithJa, contentLang, localized, pickText, setContentLang, withContentLang } from '../../src/engine/i18n.js';

afterEach(() => setContentLang('en'));

describe('game content in several languages', () => {
  it('picks the language asked for, falling back to English', () => {
    expect(pickText('Servant O', 'zh')).toBe('Servant O');
    expect(pickText({ en: 'hand', zh: '手牌' }, 'zh')).toBe('手牌');
    expect(pickText({ en: 'hand', zh: '手牌' }, 'en')).toBe('hand');
    expect(pickText({ en: 'hand', zh: null }, 'zh')).toBe('hand');
    expect(pickText({ en: 'hand', zh: '' }, 'zh')).toBe('hand');
  });

  it('reads the current language unless one is given', () => {
    setContentLang('zh');
    expect(pickText({ en: 'hand', zh: '手牌' })).toBe('手牌');
    expect(pickText({ en: 'hand', zh: '手牌' }, 'en')).toBe('hand');
  });

  it('switches catalogues with the language and restores it after withContentLang', () => {
    const m = localized({ en: { end: 'end the turn', n: (k: number) => `${k} cards` }, zh: { end: '结束回合', n: (k: number) => `${k}张卡` } });
    expect(m().end).toBe('end the turn');
    setContentLang('zh');
    expect(m().n(3)).toBe('3张卡');
    expect(withContentLang('en', () => m().end)).toBe('end the turn');
    expect(contentLang()).toBe('zh');
    expect(() => withContentLang('en', () => { throw new Error('x'); })).toThrow('x');
    expect(contentLang()).toBe('zh');
  });

  it('shows the Japanese card name alongside the reader\'s name', () => {
    const names = { ja: '満月の巫女　タマヨリヒメ', en: 'Tamayorihime, Full Moon Miko', zh: '满月之巫女 玉依姬' };
    expect(cardNameWithJa(names, 'zh')).toBe('满月之巫女 玉依姬 (満月の巫女　タマヨリヒメ)');
    expect(cardNameWithJa(names, 'en')).toBe('Tamayorihime, Full Moon Miko (満月の巫女　タマヨリヒメ)');
    expect(cardName(names, 'zh')).toBe('满月之巫女 玉依姬');
    expect(cardNameWithJa({ en: "Lil' Red Dragon", ja: null }, 'zh')).toBe("Lil' Red Dragon");
  });
});
