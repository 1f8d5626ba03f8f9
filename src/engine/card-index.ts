/** Looks cards up by id or by any of their names, case-, width- and space-insensitively, with "did you mean". */
import { distance } from 'fastest-levenshtein';
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

export class CardIndex<C extends NamedCard> {
  private readonly byKey = new Map<string, C>();
  /** Every (card, name) pair once, shortest key first, so a suggestion only looks at names of a near length. */
  private readonly byLength: Key<C>[] = [];

  constructor(readonly cards: C[]) {
    const seen = new Set<string>();
    cards.forEach((card, cardNo) => {
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
