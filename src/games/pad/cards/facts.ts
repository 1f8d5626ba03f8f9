/**
 * Facts the rules ask of a card at nearly every decision (which ops and timings its effects have, which combo kinds
 * let it attack), derived from its data once instead of scanning its effects each time. Derived lazily per card,
 * so cards added to the catalogue after loading (tests do) get theirs too.
 */
import { kindBit, type PadCard, type Timing } from './types.js';

export interface CardFacts {
  /** Op names used by any of its effects. */
  ops: ReadonlySet<string>;
  /** Timings it has an effect of. */
  timings: ReadonlySet<Timing>;
  /** Per timing: the most hand cards one `discardHand` op of that timing discards (absent: none). */
  handDiscards: Partial<Record<Timing, number>>;
  /** Combo-kind bits of its attribute and sub-attribute (the kinds that let it attack). */
  attributeMask: number;
}

const derived: CardFacts[] = [];

function derive(c: PadCard): CardFacts {
  const handDiscards: CardFacts['handDiscards'] = {};
  for (const e of c.effects) {
    for (const o of e.ops) if (o.op === 'discardHand') handDiscards[e.when] = Math.max(handDiscards[e.when] ?? 0, o.n ?? 1);
  }
  return {
    ops: new Set(c.effects.flatMap((e) => e.ops.map((o) => o.op))),
    timings: new Set(c.effects.map((e) => e.when)),
    handDiscards,
    attributeMask: (c.attribute ? kindBit(c.attribute) : 0) | (c.sub ? kindBit(c.sub) : 0),
  };
}

export function factsOf(c: PadCard): CardFacts {
  return (derived[c.index] ??= derive(c));
}

export function hasOp(c: PadCard, op: string): boolean {
  return factsOf(c).ops.has(op);
}

export function hasTiming(c: PadCard, when: Timing): boolean {
  return factsOf(c).timings.has(when);
}
