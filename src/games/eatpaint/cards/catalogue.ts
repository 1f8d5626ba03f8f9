/** `cardref cards eatpaint`: every card and character with its (designed) values. */
import type { CardCatalogue, CardRow } from '../../../engine/game.js';
import { cardData } from './load.js';
import type { Cost } from './types.js';

function costText(cost: Cost): string {
  const parts: string[] = [];
  if (cost.rest) parts.push(`[rest] ${cost.rest}`);
  if (cost.trash) parts.push(`[trash] ${cost.trash}`);
  if (cost.ink) parts.push(`INK ${cost.ink}`);
  return parts.join(' + ') || 'free';
}

function rows(): CardRow[] {
  const { cards, characters } = cardData();
  const out: CardRow[] = [];
  for (const ch of characters) {
    const text = ch.side === 'dragon'
      ? ch.forms!.map((f) => `${f.name.en}: Hand ${f.hand}, DEF ${f.def[0]}/${f.def[1]}; ${f.skills.map((s) => `HEAT ${s.heat}: ${s.text.en}`).join(' ')}`).join(' | ')
      : `Hand ${ch.hand}, initial INK ${ch.ink}. Works: ${ch.sharedText?.en} Charge: ${ch.chargeText?.en}`;
    out.push({
      id: ch.id,
      name: `${ch.name.en} ${ch.name.zh}${ch.name.ja ? ` ${ch.name.ja}` : ''}`,
      fields: { deck: ch.id, type: ch.side === 'dragon' ? 'dragonkin' : 'magician', count: ch.side === 'dragon' ? 3 : 1, cost: '', stats: `SPD ${ch.spd}`, text: text + (ch.designed ? ' [designed]' : '') },
      searchText: `${ch.name.en} ${ch.name.zh} ${ch.name.ja ?? ''} ${text}`,
    });
  }
  for (const c of cards) {
    const stats = c.type === 'work' ? `DEF ${c.def![0]}/${c.def![1]}${c.prio ? ' priority' : ''}` : c.type === 'attack' ? `power ${c.power}` : '';
    out.push({
      id: c.id,
      name: `${c.name.en} ${c.name.zh}${c.name.ja ? ` ${c.name.ja}` : ''}`,
      fields: { deck: c.deck, type: c.type, count: c.count, cost: costText(c.cost), stats, text: `${c.text.en} ${c.text.zh}${c.designed ? ' [designed]' : ''}` },
      searchText: `${c.name.en} ${c.name.zh} ${c.name.ja ?? ''} ${c.text.en} ${c.text.zh} ${c.type} ${c.deck}`,
    });
  }
  return out;
}

export const catalogue: CardCatalogue = {
  columns: [
    { key: 'deck', title: 'Deck' }, { key: 'type', title: 'Type' }, { key: 'count', title: 'Count' },
    { key: 'cost', title: 'Cost' }, { key: 'stats', title: 'Stats' }, { key: 'text', title: 'Effect' },
  ],
  rows,
  note: 'Names and counts are from the game; every type, cost, power, defense, character stat and effect marked [designed] was designed for cardref, because the printed texts were never published. Edit data/eatpaint/*.json to match your printed cards.',
};
