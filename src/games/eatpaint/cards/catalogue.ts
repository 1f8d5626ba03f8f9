/** `cardref cards eatpaint`: every card and character with its (designed) values, in the reader's language. */
import type { CardCatalogue, CardRow } from '../../../engine/game.js';
import { pickText } from '../../../engine/i18n.js';
import { m } from '../messages/index.js';
import { cardData, cardName } from './load.js';
import type { Cost } from './types.js';

function costText(cost: Cost): string {
  const parts: string[] = [];
  if (cost.rest) parts.push(`[rest] ${cost.rest}`);
  if (cost.trash) parts.push(`[trash] ${cost.trash}`);
  if (cost.ink) parts.push(`INK ${cost.ink}`);
  return parts.join(' + ') || m().free;
}

/** Deck and type stay data ids (`--where type=work` works in every language). */
function rows(): CardRow[] {
  const t = m();
  const { cards, characters } = cardData();
  const out: CardRow[] = [];
  for (const ch of characters) {
    const text = ch.side === 'dragon'
      ? ch.forms!.map((f) => t.formText(pickText(f.name), f.hand, `${f.def[0]}/${f.def[1]}`, f.skills.map((s) => t.skillText(s.heat, pickText(s.text))).join(' '))).join(' | ')
      : t.magicianText(ch.hand!, ch.ink!, ch.sharedText ? pickText(ch.sharedText) : '', ch.chargeText ? pickText(ch.chargeText) : '');
    out.push({
      id: ch.id,
      name: cardName(ch.id),
      names: ch.name,
      fields: { deck: ch.id, type: ch.side === 'dragon' ? 'dragonkin' : 'magician', count: ch.side === 'dragon' ? 3 : 1, cost: '', stats: `SPD ${ch.spd}`, text: text + (ch.designed ? t.designedMark : '') },
      searchText: `${ch.name.en} ${ch.name.zh} ${ch.name.ja ?? ''} ${text}`,
    });
  }
  for (const c of cards) {
    const stats = c.type === 'work' ? `${t.defStat(c.def![0], c.def![1])}${c.prio ? t.priority : ''}` : c.type === 'attack' ? t.power(c.power ?? 0) : '';
    out.push({
      id: c.id,
      name: cardName(c.id),
      names: c.name,
      fields: { deck: c.deck, type: c.type, count: c.count, cost: costText(c.cost), stats, text: pickText(c.text) + (c.designed ? t.designedMark : '') },
      searchText: `${c.name.en} ${c.name.zh} ${c.name.ja ?? ''} ${c.text.en} ${c.text.zh} ${c.type} ${c.deck}`,
    });
  }
  return out;
}

const COLUMN_KEYS = ['deck', 'type', 'count', 'cost', 'stats', 'text'] as const;

export const catalogue: CardCatalogue = {
  // Stats name themselves ("SPD 3", "DEF 2/1", "power 1"): a card block shows them without the column title.
  get columns() { return COLUMN_KEYS.map((key) => ({ key, title: m().columns[key], ...(key === 'stats' ? { bare: true } : {}) })); },
  rows,
  get note() { return m().note; },
};
