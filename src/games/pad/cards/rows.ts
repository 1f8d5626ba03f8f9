/** `cardref cards pad`: the catalogue table, with the attack row as one compact column. */
import type { CardCatalogue } from '../../../engine/game.js';
import { allCards } from './catalogue.js';
import { attackRow, attrText, dropLetters, stageText } from './format.js';

export const CATALOGUE: CardCatalogue = {
  columns: [
    { key: 'kind', title: 'kind' },
    { key: 'attr', title: 'attr' },
    { key: 'stage', title: 'stage' },
    { key: 'from', title: 'evolves from' },
    { key: 'cost', title: 'cost' },
    { key: 'def', title: 'def' },
    { key: 'atk', title: 'atk x100 (1-6 combos, +extra)' },
    { key: 'drops', title: 'drops' },
    { key: 'type', title: 'type' },
    { key: 'effect', title: 'effect' },
  ],
  rows: () =>
    allCards().map((c) => ({
      id: c.id,
      name: c.name,
      fields: {
        kind: c.kind,
        attr: attrText(c),
        stage: stageText(c),
        from: c.evolvesFrom ?? '',
        cost: c.cost,
        def: c.kind === 'monster' ? c.defense : '',
        atk: attackRow(c),
        drops: dropLetters(c),
        type: c.types.join('/'),
        effect: c.text + (c.evolveDiscard ? `${c.text ? ' ' : ''}Evolving discards ${c.evolveDiscard} from hand.` : ''),
      },
      searchText: [c.id, c.key, c.name, c.nameJa ?? '', c.text, c.zh, c.attribute ?? '', ...c.types].join(' '),
    })),
  note: 'All of B01; of B02-B04 the cards without text and those whose effects fit our ops. drops: R fire, B water, G wood, Y light, D dark, H heal. atk: "-" cannot attack, "+n" extra damage. Effect wording is ours.',
};
