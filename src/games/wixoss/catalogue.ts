/** `cardref cards wixoss`: every card as a table row, in the reader's language (the Japanese name alongside). */
import type { CardCatalogue } from '../../engine/game.js';
import { cardName, contentLang } from '../../engine/i18n.js';
import { allCards } from './cards/db.js';
import { costText, lrigGrowCostText, lrigTypeName, m, unsupportedReason } from './messages/index.js';

const COLUMNS = [
  ['type', 'colType'], ['color', 'colColor'], ['level', 'colLevel'], ['stats', 'colStats'], ['lrig', 'colLrig'], ['cost', 'colCost'], ['icons', 'colIcons'], ['text', 'colText'],
] as const;
/** Columns whose values say what they are: "power 12000", "limit 11", "Tama only". */
const BARE = new Set<string>(['stats', 'lrig']);

/** The icon names as players write them, in both languages, so `--search "life burst"` finds the cards. */
const ICON_WORDS = { guard: 'Guard 防御', lifeBurst: 'Life Burst 生命爆发', multiEner: 'Multi Ener 多重能量' };

export const catalogue: CardCatalogue = {
  // Keys stay English (they are `--where` and `--json` keys); titles follow the language.
  get columns() {
    const t = m();
    return COLUMNS.map(([key, title]) => ({ key, title: t[title], ...(BARE.has(key) ? { bare: true } : {}) }));
  },
  rows: () => {
    const t = m();
    const zh = contentLang() === 'zh';
    return allCards().map((c) => ({
      id: c.id,
      name: cardName(c.name),
      names: c.name,
      fields: {
        type: c.type === 'ARTS' && c.timings ? t.catArts(c.timings.map((k) => t.timing[k]).join('/')) : t.type[c.type],
        color: c.colors.map((k) => t.color[k]).join('/'),
        level: c.level,
        stats: c.type === 'SIGNI' || c.type === 'RESONA' ? t.catPower(c.power!) : c.type === 'LRIG' ? t.catLimit(c.limit!) : '',
        // An LRIG's own type; for a SIGNI or ARTS the LRIG it needs (its limiting condition).
        lrig: c.type === 'LRIG' ? c.lrigTypes.map(lrigTypeName).join('/') : c.limiting ? t.catLimiting(lrigTypeName(c.limiting)) : '',
        cost: c.type === 'LRIG' ? t.catGrow(lrigGrowCostText(c)) : c.type === 'SIGNI' || c.type === 'RESONA' ? '' : costText(c.cost),
        icons: [c.guard ? t.icon.guard : '', c.lifeBurst ? t.icon.burst : '', c.multiEner ? t.icon.multiEner : ''].filter(Boolean).join(' '),
        text: c.unsupported ? t.unsupportedNote(unsupportedReason(c)) : (zh && c.text.zh.length ? c.text.zh : c.text.en).join(t.textJoin),
      },
      searchText: [
        c.id, c.name.en, c.name.ja, c.name.zh ?? '', ...c.text.en, ...c.text.zh,
        c.guard ? ICON_WORDS.guard : '', c.lifeBurst ? ICON_WORDS.lifeBurst : '', c.multiEner ? ICON_WORDS.multiEner : '',
      ].filter(Boolean).join(' '),
    }));
  },
  get note() {
    return m().catalogueNote;
  },
};
