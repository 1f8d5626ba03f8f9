/** Looks cards up by id or by any of their names, case- and width-insensitively, with "did you mean". */
export interface NamedCard {
  id: string;
  names: string[];
}

export function normalizeName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u3000・·,."'“”「」《》]+/g, ' ')
    .trim();
}

export class CardIndex<C extends NamedCard> {
  private readonly byKey = new Map<string, C>();

  constructor(readonly cards: C[]) {
    for (const card of cards) {
      for (const key of [card.id, ...card.names]) {
        const k = normalizeName(key);
        if (k && !this.byKey.has(k)) this.byKey.set(k, card);
      }
    }
  }

  find(nameOrId: string): C | undefined {
    return this.byKey.get(normalizeName(nameOrId));
  }

  /** The closest known name, for an error message; undefined when nothing is close. */
  suggest(nameOrId: string): string | undefined {
    const target = normalizeName(nameOrId);
    let best: string | undefined;
    let bestDistance = Infinity;
    for (const card of this.cards) {
      for (const name of [card.id, ...card.names]) {
        const k = normalizeName(name);
        const d = k.includes(target) && target.length >= 3 ? 0.5 : editDistance(target, k);
        if (d < bestDistance) { bestDistance = d; best = name; }
      }
    }
    return bestDistance <= Math.max(2, target.length / 3) ? best : undefined;
  }

  unknownMessage(nameOrId: string): string {
    const hint = this.suggest(nameOrId);
    return `unknown card "${nameOrId}"${hint ? ` (did you mean "${hint}"?)` : ''}`;
  }
}

export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 12) return Math.abs(a.length - b.length);
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}
