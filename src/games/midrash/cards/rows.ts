/** `cardref cards midrash`: every card kind with its faces, names, our wording, and whether its values are designed. */
import type { CardCatalogue, CardRow } from '../../../engine/game.js';
import { catalogue } from './load.js';
import type { Face } from './types.js';

function row(face: Face, copies: string, designed: boolean, id = face.id): CardRow {
  const names = [face.names.en + (face.upgraded ? ' (upgraded)' : ''), face.names.zh, face.names.ja].filter(Boolean) as string[];
  const kind = face.enemy ? 'enemy' : face.kind;
  return {
    id,
    name: names.join(' / '),
    fields: {
      no: face.no, kind: kind + (face.blood ? ' (blood)' : ''), level: face.level || '-', cost: face.cost, attack: face.attack,
      wisdom: face.wisdom, copies, text: `${face.text.en} / ${face.text.zh}`, designed: designed ? 'yes' : 'no',
    },
    searchText: [...names, face.text.en, face.text.zh, kind].join(' '),
  };
}

export const cardRows: CardCatalogue = {
  columns: [
    { key: 'no', title: 'No.' }, { key: 'kind', title: 'kind' }, { key: 'level', title: 'lv' }, { key: 'cost', title: 'cost' },
    { key: 'attack', title: 'atk' }, { key: 'wisdom', title: 'wis' }, { key: 'copies', title: 'copies' },
    { key: 'text', title: 'text' }, { key: 'designed', title: 'designed' },
  ],
  note: 'Designed reference set: the real card list was never published. Values marked "designed" are ours; known facts come from the rulebook.',
  rows() {
    const cat = catalogue();
    const designed = (id: string) => cat.designedIds.includes(id);
    const out: CardRow[] = [];
    const ch = cat.character;
    const sage = (text: typeof ch.front.text, upgraded: boolean): Face => ({
      id: 'sage', kind: 'character', names: ch.names, no: '01', level: 0, cost: 0, attack: 0, wisdom: 0,
      possession: false, enemy: false, blood: false, upgraded, effects: [], text,
    });
    out.push(row(sage(ch.front.text, false), '4 (identical)', designed('sage')));
    out.push(row(sage(ch.back.text, true), 'back', designed('sage'), 'sage+'));
    cat.kindIds.forEach((id, k) => {
      out.push(row(cat.kindFront[k]!, '10', designed(id)));
      out.push(row(cat.kindBack[k]!, 'back', designed(id), `${id}+`));
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
        const count = f.enemy ? `${copies.length} (atk ${copies.map((c) => cat.front[c]!.attack).join('/')})` : String(copies.length);
        out.push(row(f, count, designed(f.id)));
      }
    }
    for (const d of cat.demons) out.push(row({ ...cat.front[d]!, level: cat.demonOf[d]!.level }, '1', designed(cat.idOf[d]!)));
    for (const c of cat.calamities) out.push(row(cat.front[c]!, '1', designed(cat.idOf[c]!)));
    return out;
  },
};
