/** The deck-list text format of DESIGN.md: `COUNT NAME-OR-ID` lines, `#` comments, `[section]` headers. */
import { UserError } from './errors.js';
import type { DeckRules } from './game.js';
import { contentLang } from './i18n.js';
import { em } from './messages.js';

export interface DeckEntry {
  count: number;
  name: string;
  section: string;
  /** 1-based line in the text the entry came from. */
  line: number;
  /** Set when no section header came before the line: a game may then place the card by its type. */
  unheaded?: true;
}

const ENTRY = /^(\d+)\s*[x×]?\s+(.+)$|^(\d+)[x×](\S.*)$/i;

export interface ParsedDeck {
  entries: DeckEntry[];
  /** Malformed lines, each with its 1-based line number. */
  problems: { line: number; message: string }[];
}

/**
 * Parse a deck list. `sections` are the names allowed in `[brackets]`; entries before any header go to the first
 * (marked `unheaded`). Every malformed line is a problem and the rest still parse; the lines under an unknown
 * section are left out (their section is not known), its header being the problem.
 * Lines may also be separated by `;` (the one-line form used in log headers).
 */
export function parseDeckLines(text: string, sections: string[]): ParsedDeck {
  const entries: DeckEntry[] = [];
  const problems: ParsedDeck['problems'] = [];
  let section: string | null = sections[0] ?? 'deck';
  let headed = false;
  text.split(/\r?\n/).forEach((rawLine, index) => {
    for (const part of rawLine.split(';')) {
      const line = part.replace(/#.*$/, '').trim();
      if (!line) continue;
      const header = /^\[(.+)\]$/.exec(line);
      if (header) {
        const name = header[1]!.trim().toLowerCase();
        headed = true;
        if (!sections.includes(name)) {
          problems.push({ line: index + 1, message: em().unknownSection(name, sections.map((s) => `[${s}]`).join(', ')) });
          section = null;
        } else section = name;
        continue;
      }
      const m = ENTRY.exec(line);
      if (!m) {
        problems.push({ line: index + 1, message: em().deckLine(line) });
        continue;
      }
      const count = Number(m[1] ?? m[3]);
      const name = (m[2] ?? m[4])!.trim();
      if (!Number.isSafeInteger(count) || count < 1 || count > 99) {
        problems.push({ line: index + 1, message: em().deckCount(String(m[1] ?? m[3])) });
        continue;
      }
      if (section === null) continue;
      entries.push(headed ? { count, name, section, line: index + 1 } : { count, name, section, line: index + 1, unheaded: true });
    }
  });
  return { entries, problems };
}

/** Parse a deck list, or fail with every malformed line named (`source:line: problem`). */
export function parseDeckText(text: string, sections: string[], source = 'deck'): DeckEntry[] {
  const { entries, problems } = parseDeckLines(text, sections);
  if (problems.length > 0) throw new UserError(problems.map((p) => `${source}:${p.line}: ${p.message}`).join('\n'), 2);
  return entries;
}

/** Write deck sections as one log-header line: `[lrig]; 1 WD01-001; [main]; 4 WD01-009`. */
export function deckToLine(sections: Record<string, string[]>): string {
  const parts: string[] = [];
  for (const [section, ids] of Object.entries(sections)) {
    parts.push(`[${section}]`);
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const [id, n] of counts) parts.push(`${n} ${id}`);
  }
  return parts.join('; ');
}

type DeckBuild<D> = ReturnType<DeckRules<D>['build']>;

const ONE_SCOPE = {};

/**
 * `build` remembered per deck list, rules options and content language (its problems and summary are worded in it):
 * a simulation or a replay builds the same few decks for every game it starts. A new `scope()` object (WIXOSS: its
 * card index, made anew when cards are added) starts a fresh memory. Every call gets arrays the caller may change.
 */
export function rememberBuilds<D>(build: DeckRules<D>['build'], copyDeck: (deck: D) => D, scope: () => object = () => ONE_SCOPE): DeckRules<D>['build'] {
  const memos = new WeakMap<object, Map<string, DeckBuild<D>>>();
  return (entries, options) => {
    const where = scope();
    let memo = memos.get(where);
    if (!memo) memos.set(where, (memo = new Map()));
    const key = `${contentLang()}|${JSON.stringify(options)}|${entries.map((e) => `${e.unheaded ? '' : e.section} ${e.line} ${e.count} ${e.name}`).join('|')}`;
    let built = memo.get(key);
    if (!built) {
      if (memo.size >= 64) memo.clear();
      memo.set(key, (built = build(entries, options)));
    }
    return { deck: built.deck && copyDeck(built.deck), problems: [...built.problems], summary: [...built.summary] };
  };
}
