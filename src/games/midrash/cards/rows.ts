/** `cardref cards midrash`: every card kind with its faces, names, our wording, and whether its values are designed. */
import type { CardCatalogue, CardRow } from '../../../engine/game.js';
import { cardName, pickText } from '../../../engine/i18n.js';
import { m } from '../messages/index.js';
import { en } from '../messages/en.js';
import { zh } from '../messages/zh.js';
import { blankFace, catalogue } from './load.js';
import type { Face } from './types.js';

function row(face: Face, copies: string, designed: boolean, id = face.id): CardRow {
  const t = m().cards;
  const kind = face.enemy ? 'enemy' : face.kind;
  return {
    id,
    name: cardName(face.names) + (face.upgraded ? t.upgraded : ''),
    names: face.upgraded ? { en: face.names.en + en.cards.upgraded, zh: face.names.zh + zh.cards.upgraded, ja: face.names.ja } : face.names,
    fields: {
      no: face.no, kind: t.kinds[kind] + (face.blood ? t.blood : ''), level: face.level || '-', cost: face.cost, attack: face.attack,
      wisdom: face.wisdom, copies, text: pickText(face.text), designed: designed ? t.yes : t.no,
    },
    // Every name and wording, so a search finds a card in any language.
    searchText: [face.names.en, face.names.zh, face.names.ja ?? '', face.text.en, face.text.zh, kind].join(' '),
  };
}

const COLUMN_KEYS = ['no', 'kind', 'level', 'cost', 'attack', 'wisdom', 'copies', 'text', 'designed'] as const;

export const cardRows: CardCatalogue = {
  // Getters: titles and note follow the content language; the keys stay English (`--where` and `--json` use them).
  get columns() {
    const titles = m().cards.columns;
    return COLUMN_KEYS.map((key) => ({ key, title: titles[key] }));
  },
  get note() {
    return m().cards.note;
  },
  rows() {
    const cat = catalogue();
    const designed = (id: string) => cat.designedIds.includes(id);
    const out: CardRow[] = [];
    const ch = cat.character;
    const sage = (text: typeof ch.front.text, upgraded: boolean): Face => ({ ...blankFace('sage', 'character', ch.names, text), no: '01', upgraded });
    out.push(row(sage(ch.front.text, false), m().cards.identical(4), designed('sage')));
    out.push(row(sage(ch.back.text, true), m().cards.back, designed('sage'), 'sage+'));
    cat.kindIds.forEach((id, k) => {
      out.push(row(cat.kindFront[k]!, '10', designed(id)));
      out.push(row(cat.kindBack[k]!, m().cards.back, designed(id), `${id}+`));
    });
    const s = cat.front[cat.supplies[0]!]!;
    out.push(row(s, String(cat.supplies.length), designed(s.id)));
    const seen = new Set<string>();
    for (const level of cat.grimoire) {
      for (const card of level) {
        const f = cat.front[card]!;
        if (seen.has(f.id)) continue;
        seen.add(f.id);
        const copies = level.filter((c) => cat.idOf[c] === f.id);
        const count = f.enemy ? m().cards.enemyCopies(copies.length, copies.map((c) => cat.front[c]!.attack).join('/')) : String(copies.length);
        out.push(row(f, count, designed(f.id)));
      }
    }
    for (const d of cat.demons) out.push(row({ ...cat.front[d]!, level: cat.demonOf[d]!.level }, '1', designed(cat.idOf[d]!)));
    for (const c of cat.calamities) out.push(row(cat.front[c]!, '1', designed(cat.idOf[c]!)));
    return out;
  },
};
