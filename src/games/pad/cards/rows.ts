/** `cardref cards pad`: the catalogue table, with the attack row as one compact column, in the reader's language. */
import type { CardCatalogue } from '../../../engine/game.js';
import { cardName } from '../../../engine/i18n.js';
import { m } from '../messages/index.js';
import { allCards, cardNameOf } from './catalogue.js';
import { attackRow, attrText, dropLetters, effectText, stageText, typesText, unsupportedReason } from './format.js';
import type { PadCard } from './types.js';

const KEYS = ['kind', 'attr', 'stage', 'from', 'cost', 'def', 'atk', 'drops', 'type', 'effect'] as const;

function effectCell(c: PadCard): string {
  if (c.unsupported) return m().unsupported.note(unsupportedReason(c));
  const text = effectText(c);
  if (c.discardIndex < 0) return text;
  return text + (text ? ' ' : '') + m().evolveDiscardNote(cardNameOf(c.discardIndex));
}

export const CATALOGUE: CardCatalogue = {
  // Getters: the titles and the note follow the content language at the time they are read.
  get columns() {
    const titles = m().columns;
    return KEYS.map((key) => ({ key, title: titles[key] }));
  },
  rows: () =>
    allCards().map((c) => ({
      id: c.id,
      name: cardName(c.names),
      names: c.names,
      fields: {
        kind: m().cardKind[c.kind],
        attr: attrText(c),
        stage: stageText(c),
        from: c.from >= 0 ? cardNameOf(c.from) : '',
        cost: c.cost,
        def: c.kind === 'monster' ? c.defense : '',
        atk: attackRow(c),
        drops: dropLetters(c),
        type: typesText(c),
        effect: effectCell(c),
      },
      searchText: [c.id, c.key, c.name, c.nameJa ?? '', c.nameZh ?? '', c.text, c.zh, c.attribute ?? '', ...c.types].join(' '),
    })),
  get note() {
    return m().catalogueNote;
  },
};
