/**
 * The one card-name matcher (src/engine/card-index.ts) as a player at the prompt uses it: `info` (play/info.ts) and
 * a card told at `play --table` (play/table-cards.ts) both ask it, so a card is named alike in both.
 */
import { catalogueIndex, CardIndex } from '../../src/engine/card-index.js';
import { setContentLang } from '../../src/engine/i18n.js';
import { findCard } from '../../src/cli/play/info.js';
import { matchCard } from '../../src/cli/play/table-cards.js';
import { loadGame } from '../../src/games/index.js';

const cards = new CardIndex([
  { id: 'WD01-013', names: ['Kukri, Small Sword', '小剑 库克力'] },
  { id: 'WD01-014', names: ['Bonya, Small Bow', '小弓 箭矢'] },
  { id: 'WD01-016', names: ['Servant D', '侍从 D'] },
  { id: 'WX01-016', names: ['Servant D', '侍从 D'] },
]);

describe('the card matcher', () => {
  afterEach(() => setContentLang('en'));

  it('takes an id in any case, a whole name, or a part of one name in any language and case', () => {
    expect(cards.match('wd01-014')).toEqual({ id: 'WD01-014' });
    expect(cards.match('BONYA, SMALL BOW')).toEqual({ id: 'WD01-014' });
    expect(cards.match('small bow')).toEqual({ id: 'WD01-014' });
    expect(cards.match('弓')).toEqual({ id: 'WD01-014' });
  });

  it('names every card a part (or a whole name) belongs to, and only the cards asked about', () => {
    expect(cards.match('small')).toEqual({ several: ['WD01-013', 'WD01-014'] });
    expect(cards.match('Servant D')).toEqual({ several: ['WD01-016', 'WX01-016'] });
    expect(cards.match('small', ['WD01-013', 'WD01-016'])).toEqual({ id: 'WD01-013' });
    expect(cards.match('bonya', ['WD01-013'])).toEqual({ hint: undefined });
  });

  it('suggests the closest name on a miss, measured against whole words of the names', () => {
    expect(cards.match('Bonja')).toEqual({ hint: 'Bonya, Small Bow' });
    expect(cards.match('smal bow')).toEqual({ hint: 'Bonya, Small Bow' });
    expect(cards.match('zzzzzz')).toEqual({ hint: undefined });
    expect(cards.match('  ')).toEqual({});
  });

  it('is what info and play --table both read: the same words name the same card, the same typo the same hint', async () => {
    const game = await loadGame('wixoss');
    const index = catalogueIndex(game);
    for (const typed of ['bonya', 'Small Bow', '小弓', 'wd01-014']) {
      const found = findCard(game, undefined, 0, 2, typed);
      expect('row' in found && found.row.id).toBe('WD01-014');
      expect(matchCard(game, typed, ['WD01-013', 'WD01-014'])).toEqual({ id: 'WD01-014' });
    }
    expect(findCard(game, undefined, 0, 2, 'Bonja')).toEqual({ unknown: 'Bonja', hint: 'Bonya, Small Bow' });
    expect(matchCard(game, 'Bonja', ['WD01-013', 'WD01-014'])).toEqual({ hint: 'Bonya, Small Bow' });
    // The index follows the reader's language: names as it reads them.
    setContentLang('zh');
    expect(catalogueIndex(game)).not.toBe(index);
    expect(catalogueIndex(game).card('WD01-014')!.row.name).toBe('小弓 箭矢');
  });
});
