/**
 * The one card-name matcher: looks cards up by id or by any of their names, case-, width- and space-insensitively,
 * with "did you mean". A deck list names a card exactly (`find`, `suggest`); a player at the prompt (`info servant
 * o`, a card told at `play --table`) may type a part of its name (`match`, `closest`): `catalogueIndex` is the
 * index of a game's catalogue for that, in the reader's language.
 */
import { distance } from 'fastest-levenshtein';
import type { AnyGame, CardRow } from './game.js';
import { contentLang } from './i18n.js';
import { em } from './messages.js';

export interface NamedCard {
  id: string;
  names: string[];
}

/**
 * The form names are compared in: NFKC (full-width letters become plain ones), lower case, and without spaces of
 * any width or the punctuation names are written with in different languages, so `サーバントO` finds
 * `サーバント　Ｏ` and `servant o` finds `Servant O`.
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u200b-\u200d\u2060・·,."'“”「」《》]+/g, '');
}

/** How many unknown names of one deck get a "did you mean" (each costs a search of every name). */
export const SUGGESTION_LIMIT = 100;

interface Key<C> {
  /** Normalized. */
  key: string;
  /** As written in the data, for messages. */
  name: string;
  card: C;
  /** Position in the card list, so ties go to the earlier card as before. */
  order: number;
}

/** What a player's words name: one card (by id), several (which one?), or none, with the closest name if one is near. */
export type CardMatch = { id: string } | { several: string[] } | { hint?: string };

export class CardIndex<C extends NamedCard> {
  private readonly byKey = new Map<string, C>();
  private readonly byId = new Map<string, C>();
  /** Per card, its names in the compared form, and every run of whole words of them (what a typo is measured against). */
  private readonly keysOf = new Map<C, { keys: string[]; runs?: string[] }>();
  /** Every (card, name) pair once, shortest key first, so a suggestion only looks at names of a near length. */
  private readonly byLength: Key<C>[] = [];

  constructor(readonly cards: C[]) {
    const seen = new Set<string>();
    cards.forEach((card, cardNo) => {
      if (!this.byId.has(card.id)) this.byId.set(card.id, card);
      this.keysOf.set(card, { keys: [...new Set(card.names.map(normalizeName).filter(Boolean))] });
      // Names before the id: of two equally close, a suggestion names the card as people write it.
      for (const name of [...card.names, card.id]) {
        const key = normalizeName(name);
        if (!key) continue;
        if (!this.byKey.has(key)) this.byKey.set(key, card);
        const pair = `${cardNo}\u0000${key}`;
        if (seen.has(pair)) continue;
        seen.add(pair);
        this.byLength.push({ key, name, card, order: this.byLength.length });
      }
    });
    this.byLength.sort((a, b) => a.key.length - b.key.length || a.order - b.order);
  }

  find(nameOrId: string): C | undefined {
    return this.byKey.get(normalizeName(nameOrId));
  }

  /** The card of id `id`, if any. */
  card(id: string): C | undefined {
    return this.byId.get(id);
  }

  /**
   * The card of `among` (ids; default every card) that `typed` names: its id (any case), its whole name in any
   * language, or a part of a name that no other of them has. A part of several names gives them all (`several`).
   */
  match(typed: string, among: readonly string[] = [...this.byId.keys()]): CardMatch {
    const wanted = normalizeName(typed);
    if (!wanted) return {};
    const byId = among.find((id) => normalizeName(id) === wanted);
    if (byId !== undefined) return { id: byId };
    const keys = (id: string) => this.names(id)?.keys ?? [];
    const whole = among.filter((id) => keys(id).includes(wanted));
    if (whole.length === 1) return { id: whole[0]! };
    const part = whole.length > 1 ? whole : among.filter((id) => keys(id).some((key) => key.includes(wanted)));
    if (part.length === 1) return { id: part[0]! };
    if (part.length > 1) return { several: part };
    return { hint: this.closest(wanted, among) };
  }

  /**
   * The name (or id) of `among` closest to `typed`, compared with each run of whole words of the names (a typo of
   * `Bonya` finds `Bonya, Small Bow`; `cat` is not taken for the middle of `Scarlet`); undefined when nothing is
   * close enough to be a slip. A name beats an id.
   */
  closest(typed: string, among: readonly string[]): string | undefined {
    const wanted = normalizeName(typed);
    let best: string | undefined;
    let bestDistance = Infinity;
    for (const id of among) {
      const card = this.byId.get(id);
      const tries: [string, string][] = [...(card ? this.runsOf(card).map((run) => [run, card.names[0]!] as [string, string]) : []), [normalizeName(id), id]];
      for (const [run, shown] of tries) {
        const d = distance(wanted, run);
        if (d < bestDistance) { bestDistance = d; best = shown; }
      }
    }
    const length = [...wanted].length;
    const allowed = length <= 3 ? 1 : Math.max(2, Math.floor(length / 3));
    return bestDistance <= allowed ? best : undefined;
  }

  private names(id: string) {
    const card = this.byId.get(id);
    return card && this.keysOf.get(card);
  }

  private runsOf(card: C): string[] {
    const entry = this.keysOf.get(card)!;
    return (entry.runs ??= [...new Set(card.names.flatMap(wordRuns))]);
  }

  /**
   * The closest known name, for an error message; undefined when nothing is close. `fits` limits the suggestions
   * to cards that belong where the name was written (a deck section).
   */
  suggest(nameOrId: string, fits: (card: C) => boolean = () => true): string | undefined {
    const target = normalizeName(nameOrId);
    if (!target) return undefined;
    const limit = Math.max(2, target.length / 3);
    let best: Key<C> | undefined;
    let bestDistance = Infinity;
    const consider = (k: Key<C>, d: number) => {
      if (d < bestDistance || (d === bestDistance && best && k.order < best.order)) {
        if (!fits(k.card)) return;
        best = k;
        bestDistance = d;
      }
    };
    const keys = this.byLength;
    // First key at least `length` long.
    const from = (length: number) => {
      let lo = 0;
      let hi = keys.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (keys[mid]!.key.length < length) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    // A name that contains what was typed (at least 3 characters of it) is as good as one typo away.
    if (target.length >= 3) {
      for (let i = from(target.length); i < keys.length; i++) if (keys[i]!.key.includes(target)) consider(keys[i]!, 0.5);
    }
    // Otherwise the edit distance, which is at least the difference in length: only near lengths can be close.
    for (let i = from(Math.ceil(target.length - limit)); i < keys.length && keys[i]!.key.length <= target.length + limit; i++) {
      consider(keys[i]!, distance(target, keys[i]!.key));
    }
    return bestDistance <= limit ? best?.name : undefined;
  }

  unknownMessage(nameOrId: string, fits?: (card: C) => boolean): string {
    return em().unknownCard(nameOrId, this.suggest(nameOrId, fits));
  }

  /**
   * Messages for the unknown names of one deck: the first `limit` get a suggestion, the rest are only named, so a
   * huge list of junk is checked quickly.
   */
  unknownNames(limit = SUGGESTION_LIMIT): (nameOrId: string, fits?: (card: C) => boolean) => string {
    let left = limit;
    return (nameOrId, fits) => (left-- > 0 ? this.unknownMessage(nameOrId, fits) : em().unknownCard(nameOrId, undefined));
  }
}

/** The runs of consecutive words of `name` (`Small Bow`, `Bonya Small`…), each in the compared form. */
function wordRuns(name: string): string[] {
  const words = name.split(/[\s\u3000,，、・·.]+/).map(normalizeName).filter(Boolean);
  const runs: string[] = [];
  for (let from = 0; from < words.length; from++) {
    for (let to = from + 1; to <= words.length; to++) runs.push(words.slice(from, to).join(''));
  }
  return runs;
}

/** A catalogue row as the index keeps it: its names, the reader's first. */
export interface CatalogueCard extends NamedCard {
  row: CardRow;
}

/** Per game and language: the catalogue is read once (it is hundreds of rows). */
const catalogues = new WeakMap<AnyGame, Map<string, CardIndex<CatalogueCard>>>();

/** The index of `game`'s catalogue (`cards.rows()`) in the content language, for the words a player types. */
export function catalogueIndex(game: AnyGame): CardIndex<CatalogueCard> {
  let byLang = catalogues.get(game);
  if (!byLang) catalogues.set(game, (byLang = new Map()));
  let index = byLang.get(contentLang());
  if (!index) {
    const cards = game.cards.rows().map((row) => ({
      id: row.id, row,
      names: [...new Set([row.name, row.names?.en, row.names?.zh, row.names?.ja].filter((name): name is string => Boolean(name)))],
    }));
    byLang.set(contentLang(), (index = new CardIndex(cards)));
  }
  return index;
}
