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

/** `B01 121/121, B02 104/114, ...`: supported cards of each set over all of its cards in the data. */
function setCounts(): string {
  const sets = new Map<string, [number, number]>();
  for (const c of allCards()) {
    const n = sets.get(c.id.slice(0, 3)) ?? [0, 0];
    if (!c.unsupported) n[0]++;
    n[1]++;
    sets.set(c.id.slice(0, 3), n);
  }
  return [...sets].map(([set, [ok, all]]) => `${set} ${ok}/${all}`).join(', ');
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
    return m().catalogueNote(setCounts());
  },
};
