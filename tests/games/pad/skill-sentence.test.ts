/** A skill's move says what the skill does, in our own card wording (data/pad/effects.json), to its owner only. */
import { withContentLang } from '../../../src/engine/i18n.js';
import { briefText } from '../../../src/engine/brief-text.js';
import { game } from '../../../src/games/pad/index.js';
import { allCards } from '../../../src/games/pad/cards/catalogue.js';
import { scenario } from './helpers.js';

describe('PAD skill sentences', () => {
  it('skill N tells the skill\'s effect to its owner, in English and Chinese', () => {
    const m = scenario({ p1: { hand: ['Rubylit', 'Fire Orb Change'] } });
    expect(game.describe(m.state, 'skill 2', 0)).toBe('Fire Orb Change: Reveal your deck\'s top card: a fire card goes to your hand, any other card into a drop column.');
    withContentLang('zh', () => {
      expect(game.describe(m.state, 'skill 1', 0)).toMatch(/：从手牌进化1只火属性怪兽，费用减1。$/);
      expect(game.describe(m.state, 'skill 2', 1)).toBe('使用第2张手牌');
    });
  });

  it('the other seat reads neither the name nor the effect of a hand card', () => {
    const m = scenario({ p1: { hand: ['Rubylit', 'Fire Orb Change'] } });
    for (const viewer of [1, null]) {
      expect(game.describe(m.state, 'skill 2', viewer)).toBe('use card 2');
      expect(game.describe(m.state, 'skill 2', viewer)).not.toMatch(/Reveal|fire/);
    }
  });

  it('every card\'s text fits a move\'s sentence: a long one is cut with "…", a short one kept whole', () => {
    for (const card of allCards()) {
      for (const text of [card.text, card.zh]) {
        const brief = briefText(text);
        if (brief === text) continue;
        expect(brief.endsWith('…')).toBe(true);
        expect(text.startsWith(brief.replace(/\s*…$/, ''))).toBe(true);
      }
    }
  });

  it('two copies of a card in one drop column, or in the discard pile, read apart: each names its place', () => {
    const m = scenario({ p1: { columns: [['Gigas', 'Gigas'], ['Titan'], ['Titan']], discard: ['Siren', 'Siren'] } });
    expect(game.describe(m.state, 'pay 1 1', 0)).toBe('pay with Gigas (column 1, card 1 from the top)');
    expect(game.describe(m.state, 'pay 1 2', 0)).toBe('pay with Gigas (column 1, card 2 from the top)');
    expect(game.describe(m.state, 'pick 2', 0)).toBe('take Siren (card 2) from your discard pile');
    withContentLang('zh', () => {
      expect(game.describe(m.state, 'pay 1 2', 0)).toMatch(/（第1列从上数第2张）/);
      expect(game.describe(m.state, 'pick 2', 0)).toMatch(/^从你的弃牌区拿回.+（第2张）$/);
    });
  });
});
