/**
 * Cards as the people at a real table name them (`play --table`): by what is printed on them, not by cardref's
 * ids. An answer is any part of a card's name in any case, in English or Chinese (or the printed Japanese), or the
 * id; it is matched against the possible cards only. Lists show the name in the reader's language beside the id.
 */
import { distance } from 'fastest-levenshtein';
import { normalizeName } from '../../engine/card-index.js';
import { contentLang } from '../../engine/i18n.js';
import type { AnyGame } from '../../engine/game.js';
import { t } from '../i18n/index.js';

interface Named {
  /** The name in the reader's language. */
  shown: string;
  /** Every name of the card, in the form names are compared in (normalizeName). */
  keys: string[];
  /** Every run of whole words of its names, compared in that form: what a typo is measured against. */
  runs: string[];
}

/** Per game and language: the catalogue is read once (it is hundreds of rows). */
const cache = new Map<string, Map<string, Named>>();

function namesOf(game: AnyGame): Map<string, Named> {
  const key = `${game.id}\u0000${contentLang()}`;
  let names = cache.get(key);
  if (!names) {
    names = new Map();
    for (const row of game.cards.rows()) {
      const all = [row.name, row.names?.en, row.names?.zh, row.names?.ja].filter((n): n is string => Boolean(n));
      names.set(row.id, { shown: row.name, keys: [...new Set(all.map(normalizeName).filter(Boolean))], runs: [...new Set(all.flatMap(wordRuns))] });
    }
    cache.set(key, names);
  }
  return names;
}

/**
 * A card as lists show it: its name with the id beside it (`Bonya, Small Bow (WD01-016)`), the name alone where the
 * id only spells it (`Demeck`), the id alone for a card the catalogue does not name.
 */
export function cardLabel(game: AnyGame, id: string): string {
  const shown = namesOf(game).get(id)?.shown;
  if (!shown) return id;
  return normalizeName(shown) === normalizeName(id) ? shown : t().tableCardLabel(shown, id);
}

export type CardMatch =
  | { id: string }
  /** Part of the names of several possible cards: which one? */
  | { several: string[] }
  /** No possible card: the closest name (or id) when one is close enough to be a typo. */
  | { hint?: string };

/**
 * The possible card `typed` names: its id (any case), its whole name, or a part of its name that no other possible
 * card's name has. Only `candidates` are looked at, so an answer never names a card that cannot be there.
 */
export function matchCard(game: AnyGame, typed: string, candidates: readonly string[]): CardMatch {
  const word = typed.trim().toLowerCase();
  const byId = candidates.find((c) => c.toLowerCase() === word);
  if (byId !== undefined) return { id: byId };
  const wanted = normalizeName(word);
  if (!wanted) return {};
  const names = namesOf(game);
  const keysOf = (id: string) => names.get(id)?.keys ?? [];
  const whole = candidates.filter((id) => keysOf(id).includes(wanted));
  if (whole.length === 1) return { id: whole[0]! };
  const part = whole.length > 1 ? whole : candidates.filter((id) => keysOf(id).some((k) => k.includes(wanted)));
  if (part.length === 1) return { id: part[0]! };
  if (part.length > 1) return { several: part };
  return { hint: closest(wanted, candidates, names) };
}

/**
 * The name or id closest to `wanted`, compared with each run of whole words of the names (a typo of `Bonya` finds
 * `Bonya, Small Bow`; `cat` is not taken for the middle of `Scarlet`); undefined when nothing is close enough to be
 * a slip. A name beats an id.
 */
function closest(wanted: string, candidates: readonly string[], names: Map<string, Named>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const id of candidates) {
    const named = names.get(id);
    const tries: [string, string][] = [...(named?.runs ?? []).map((run) => [run, named!.shown] as [string, string]), [normalizeName(id), id]];
    for (const [run, shown] of tries) {
      const d = distance(wanted, run);
      if (d < bestDistance) { bestDistance = d; best = shown; }
    }
  }
  const length = [...wanted].length;
  const allowed = length <= 3 ? 1 : Math.max(2, Math.floor(length / 3));
  return bestDistance <= allowed ? best : undefined;
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
