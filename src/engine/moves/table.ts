/**
 * A game's move table (issue 42): each verb declared once, with its arguments, how it is written (the log's
 * notation), what it says to the mover and to everyone else, and the rules topic it belongs to. Everything a player
 * meets of a move comes from here: reading a typed text into `{ verb, args }` (or saying which shape was expected)
 * before any rule sees it, writing a move back as the log writes it, its sentence in `moves`, `pick` and
 * `history`, the usage line an illegal move is answered with, and the structured form the protocol sends.
 *
 * A verb is named by the literal words of its notation: `take <card> <slot>` is the verb `take`, `take none` the
 * verb `take none`, `use char <n>` the verb `use char`. Legality stays with the game's `decision`: a table only
 * knows shapes.
 */
import type { Decision, Seat } from '../game.js';
import { em } from '../messages.js';
import type { ArgKind, ArgValue } from './kinds.js';

type Kinds = Readonly<Record<string, ArgKind>>;

/** The values of a verb's arguments, typed by their kinds (`{ slot: number; kind: string }`). */
export type ArgsOf<K extends Kinds> = { readonly [P in keyof K]: K[P] extends ArgKind<infer V> ? V : never };

export interface VerbSpec<S, K extends Kinds> {
  /** How the move is written: literal words and one `<name>` per argument, e.g. `use <slot> <effect>`. */
  notation: string;
  /** The kind of each `<name>` of the notation. */
  args: K;
  /** The `cardref rules <game>` topic that explains the move. */
  topic: string;
  /**
   * What the move does, told to its mover (`mover`: the seat whose question the move answers), in the content
   * language. Every other seat and a spectator read the same sentence, unless the verb declares a `secret`.
   */
  describe(state: S, args: ArgsOf<K>, mover: Seat): string;
  /**
   * Declared by a verb whose argument `arg` names a card only its mover sees (a hand card): the sentence every other
   * seat and a spectator read instead (`others`), which must not depend on that card ("card 3"). The table gives the
   * mover `describe` and everybody else `others`: no sentence compares seats itself.
   */
  secret?: { arg: keyof K & string; others(state: S, args: ArgsOf<K>, mover: Seat): string };
  /** Older notations of the same move (same `<name>`s) that logs may hold: they read as this verb, which writes the new one. */
  aliases?: readonly string[];
}

/** A move read from its text: the verb and its arguments. It is plain data (the protocol sends it as JSON). */
export type ParsedOf<T> = { [V in keyof T & string]: { verb: V; args: T[V] extends VerbSpec<any, infer K> ? ArgsOf<K> : never } }[keyof T & string];

/** One word of a notation: a literal, or an argument with its kind. */
type Part = { literal: string } | { name: string; kind: ArgKind };

interface Form { verb: string; parts: Part[] }

/** Parsed moves are kept for texts seen before (legal lists repeat); the cache is emptied when it grows this big. */
const CACHE_LIMIT = 4096;

export interface MoveTable<S, T> {
  /** The move a (normalized) text is, or undefined when it is no move of this table. */
  parse(text: string): ParsedOf<T> | undefined;
  /** The arguments of `text` when it is a move of verb `verb`, else undefined. */
  argsOf<V extends keyof T & string>(text: string, verb: V): Extract<ParsedOf<T>, { verb: V }>['args'] | undefined;
  /** The canonical text of a move: the log's notation, byte for byte. */
  write(move: ParsedOf<T>): string;
  /** `write` from a verb and its arguments. */
  text<V extends keyof T & string>(verb: V, args: Extract<ParsedOf<T>, { verb: V }>['args']): string;
  /**
   * The sentence of a legal move of `mover` as `viewer` reads it (undefined: the mover; null: a spectator): a verb's
   * `secret` form for every seat but the mover.
   */
  describe(state: S, text: string, mover: Seat, viewer?: Seat | null): string;
  /**
   * For a text that is not a move: the shape its first word's verbs are written in ("the move is written …"), or
   * undefined when it is a move, or its first word is no verb at all.
   */
  shapeProblem(text: string): string | undefined;
  /** The usage line of every verb whose notation starts with `word` (`use char <n> / use <slot> <n>`), if any. */
  usage(word: string): string | undefined;
  /** The rules topic of a move's verb. */
  topic(text: string): string | undefined;
  /** The argument of `verb` that names a card only the mover sees (its `secret`), if any. */
  secretArg(verb: string): string | undefined;
  /** The legal text a typed `text` stands for when it is an older spelling (an alias) of one of `legal`. */
  aliasOf(text: string, legal: readonly string[]): string | undefined;
}

/** Fixes a game's state type so `verb({ … })` infers each verb's argument kinds. */
export function verbOf<S>() {
  return <K extends Kinds>(spec: VerbSpec<S, K>): VerbSpec<S, K> => spec;
}

function partsOf(notation: string, args: Kinds, where: string): Part[] {
  const names = new Set<string>();
  const parts = notation.split(' ').map((word): Part => {
    const named = /^<([a-z]+)>$/.exec(word);
    if (!named) return { literal: word };
    const name = named[1]!;
    if (!Object.hasOwn(args, name)) throw new Error(`${where}: <${name}> has no kind in args`);
    names.add(name);
    return { name, kind: args[name]! };
  });
  for (const name of Object.keys(args)) if (!names.has(name)) throw new Error(`${where}: args.${name} is not in the notation "${notation}"`);
  if (!('literal' in parts[0]!)) throw new Error(`${where}: a notation starts with its verb's word`);
  return parts;
}

/** The verb a notation names: its literal words. */
const verbOfParts = (parts: Part[]) => parts.flatMap((p) => ('literal' in p ? [p.literal] : [])).join(' ');

/**
 * Declare a game's moves. Each key is a verb and must be its notation's literal words; a mistake in a declaration
 * (a `<name>` without a kind, a key that is not the notation's verb) throws when the game module loads.
 */
export function declareMoves<S, T extends Record<string, VerbSpec<S, any>>>(specs: T): MoveTable<S, T> {
  type Parsed = ParsedOf<T>;
  const verbs = Object.keys(specs) as (keyof T & string)[];
  const specOf = (verb: string) => specs[verb] as unknown as VerbSpec<S, Kinds>;
  const canonical = new Map<string, Part[]>();
  const byWord = new Map<string, Form[]>();
  for (const verb of verbs) {
    const spec = specs[verb] as unknown as VerbSpec<S, Kinds>;
    const parts = partsOf(spec.notation, spec.args, verb);
    if (verbOfParts(parts) !== verb) throw new Error(`${verb}: the key must be the notation's words "${verbOfParts(parts)}"`);
    if (spec.secret && !Object.hasOwn(spec.args, spec.secret.arg)) throw new Error(`${verb}: its secret <${spec.secret.arg}> is no argument`);
    canonical.set(verb, parts);
  }
  // Every verb's own notation is tried before any alias: an old spelling never hides a move written today.
  const addForm = (verb: string, notation: string, where: string) => {
    const formParts = partsOf(notation, specOf(verb).args, where);
    const first = (formParts[0] as { literal: string }).literal;
    byWord.set(first, [...(byWord.get(first) ?? []), { verb, parts: formParts }]);
  };
  for (const verb of verbs) addForm(verb, specOf(verb).notation, verb);
  for (const verb of verbs) for (const alias of specOf(verb).aliases ?? []) addForm(verb, alias, `${verb} (alias ${alias})`);

  const cache = new Map<string, Parsed | null>();
  /** `words` read as `form`, or undefined. A last argument that may be left out takes its `omitted` value. */
  function readForm(form: Form, words: string[]): Parsed | undefined {
    const last = form.parts[form.parts.length - 1]!;
    const short = words.length === form.parts.length - 1 && 'kind' in last && last.kind.omitted !== undefined;
    if (form.parts.length !== words.length && !short) return undefined;
    const args: Record<string, ArgValue> = {};
    for (let i = 0; i < words.length; i++) {
      const part = form.parts[i]!;
      if ('literal' in part) {
        if (part.literal !== words[i]) return undefined;
      } else {
        const value = part.kind.read(words[i]!);
        if (value === undefined) return undefined;
        args[part.name] = value;
      }
    }
    if (short) args[(last as { name: string }).name] = (last as { kind: ArgKind }).kind.omitted!;
    // Frozen: a parsed move is shared by every reader of the same text (the cache, the protocol's observations).
    return Object.freeze({ verb: form.verb, args: Object.freeze(args) }) as Parsed;
  }
  /** Every move `text` reads as (its own notation first, then older spellings). */
  function readAll(text: string): Parsed[] {
    const space = text.indexOf(' ');
    const forms = byWord.get(space < 0 ? text : text.slice(0, space));
    if (!forms) return [];
    const words = text.split(' ');
    return forms.flatMap((form) => readForm(form, words) ?? []);
  }
  function read(text: string): Parsed | undefined {
    const space = text.indexOf(' ');
    const forms = byWord.get(space < 0 ? text : text.slice(0, space));
    if (!forms) return undefined;
    const words = text.split(' ');
    for (const form of forms) {
      const move = readForm(form, words);
      if (move) return move;
    }
    return undefined;
  }
  function parse(text: string): Parsed | undefined {
    let hit = cache.get(text);
    if (hit === undefined) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(text, (hit = read(text) ?? null));
    }
    return hit ?? undefined;
  }
  function write(move: Parsed): string {
    const args = move.args as Record<string, ArgValue>;
    const parts = canonical.get(move.verb)!;
    const words = parts.map((p) => ('literal' in p ? p.literal : p.kind.write(args[p.name]!)));
    const last = parts[parts.length - 1]!;
    if ('kind' in last && last.kind.omitted !== undefined && args[last.name] === last.kind.omitted) words.pop();
    return words.join(' ');
  }
  const shown = (parts: Part[]) => parts.map((p) => ('literal' in p ? p.literal : p.kind.omitted !== undefined ? `[<${p.kind.label()}>]` : `<${p.kind.label()}>`)).join(' ');
  function usage(word: string): string | undefined {
    const lines = verbs.filter((verb) => verb === word || verb.startsWith(`${word} `)).map((verb) => shown(canonical.get(verb)!));
    return lines.length > 0 ? lines.join(' / ') : undefined;
  }

  return {
    parse,
    argsOf: (text, verb) => {
      const move = parse(text);
      return move?.verb === verb ? (move.args as never) : undefined;
    },
    write,
    text: (verb, args) => write({ verb, args } as Parsed),
    secretArg: (verb) => (Object.hasOwn(specs, verb) ? specOf(verb).secret?.arg : undefined),
    describe(state, text, mover, viewer) {
      const move = parse(text);
      if (!move) return text;
      const spec = specOf(move.verb);
      const args = move.args as ArgsOf<Kinds>;
      const seen = viewer === undefined || viewer === mover || !spec.secret;
      return seen ? spec.describe(state, args, mover) : spec.secret!.others(state, args, mover);
    },
    shapeProblem(text) {
      if (parse(text)) return undefined;
      const space = text.indexOf(' ');
      const lines = usage(space < 0 ? text : text.slice(0, space));
      return lines === undefined ? undefined : em().moveShape(lines);
    },
    usage,
    topic: (text) => {
      const move = parse(text);
      return move ? specOf(move.verb).topic : undefined;
    },
    // A text may read as a move written today and, as an older spelling, as another: the legal one is meant.
    aliasOf(text, legal) {
      if (legal.includes(text)) return undefined; // a legal text means what it says
      for (const move of readAll(text)) {
        const written = write(move);
        if (written !== text && legal.includes(written)) return written;
      }
      return undefined;
    },
  };
}

/**
 * A game's `describe` (GameDefinition) from its table: the mover is the seat whose question the move answers, as
 * the game's `decision` says (a move is described while it is legal).
 */
export function describeBy<S>(table: MoveTable<S, any>, decision: (state: S) => Decision) {
  return (state: S, text: string, viewer?: Seat | null): string => {
    const open = decision(state);
    return open.over ? text : table.describe(state, text, open.seat, viewer);
  };
}
