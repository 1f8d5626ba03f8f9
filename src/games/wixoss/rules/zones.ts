/** Moving cards between zones, with the bookkeeping every move needs (mods dropped, events, hidden flags). */
import type { Seat } from '../../../engine/game.js';
import { shuffleZone } from '../../../engine/rng.js';
import { cardDef, type IndexedCard } from '../cards/db.js';
import { EMPTY, type Player, type WixossState, idOf } from '../state.js';

// Card definitions per state's kind table, so a lookup is two array reads instead of a string-keyed Map.
// A state and all its copies share one kind table, so remembering the last table answers almost every call.
const defsByKinds = new WeakMap<string[], IndexedCard[]>();
let lastKinds: string[] | undefined;
let lastDefs: IndexedCard[] = [];

export function def(s: WixossState, inst: number): IndexedCard {
  if (s.kinds !== lastKinds) {
    let defs = defsByKinds.get(s.kinds);
    if (!defs) defsByKinds.set(s.kinds, (defs = s.kinds.map(cardDef)));
    lastKinds = s.kinds;
    lastDefs = defs;
  }
  return lastDefs[s.ids[inst]!]!;
}

export function cardName(s: WixossState, inst: number): string {
  return def(s, inst).name.en;
}

export function lrigOf(s: WixossState, seat: Seat): IndexedCard | undefined {
  const p = s.players[seat]!;
  const top = p.lrig[p.lrig.length - 1];
  return top === undefined ? undefined : def(s, top);
}

export function say(s: WixossState, text: string, to?: Seat): void {
  s.events.push(to === undefined ? { text } : { text, to });
}

export function who(s: WixossState, seat: Seat): string {
  return s.players[seat]!.name;
}

export function shuffleDeck(s: WixossState, seat: Seat): void {
  shuffleZone(s.rng, String(seat + 1), s.players[seat]!.deck, (i) => idOf(s, i));
}

/** Take a SIGNI off the field (its "until end of turn" changes end with it). Returns the instance. */
export function leaveField(s: WixossState, seat: Seat, zone: number): number {
  const p = s.players[seat]!;
  const inst = p.signi[zone]!;
  p.signi[zone] = EMPTY;
  p.signiDown[zone] = false;
  if (s.mods.length) s.mods = s.mods.filter((m) => m.inst !== inst);
  return inst;
}

export function banish(s: WixossState, seat: Seat, zone: number): void {
  const inst = leaveField(s, seat, zone);
  s.players[seat]!.ener.push(inst);
  say(s, `${cardName(s, inst)} (${who(s, seat)}) is banished to the ener zone`);
}

export function zoneOf(p: Player, inst: number): number {
  return p.signi.indexOf(inst);
}

/** Draw up to n; draws the deck cannot give are lost (the refresh comes at rule processing). */
export function draw(s: WixossState, seat: Seat, n: number): void {
  const p = s.players[seat]!;
  const got: number[] = [];
  for (let i = 0; i < n && p.deck.length > 0; i++) got.push(p.deck.shift()!);
  p.hand.push(...got);
  if (got.length === 0) return;
  s.revealed = true;
  say(s, `${who(s, seat)} draws ${got.length}`);
  say(s, `you draw ${got.map((i) => cardName(s, i)).join(', ')}`, seat);
}

/** Top cards of the deck to another zone (ener charge, mill); public moves. */
export function topTo(s: WixossState, seat: Seat, n: number, zone: 'ener' | 'trash'): void {
  const p = s.players[seat]!;
  const moved = p.deck.splice(0, Math.min(n, p.deck.length));
  if (moved.length === 0) return;
  p[zone].push(...moved);
  s.revealed = true;
  say(s, `${who(s, seat)} puts ${moved.map((i) => cardName(s, i)).join(', ')} from the deck into the ${zone === 'ener' ? 'ener zone' : 'trash'}`);
}

export function discardAt(s: WixossState, seat: Seat, handIndex: number): void {
  const p = s.players[seat]!;
  const [inst] = p.hand.splice(handIndex, 1);
  p.trash.push(inst!);
  say(s, `${who(s, seat)} discards ${cardName(s, inst!)}`);
}

/** Remove a card from the check zone (it is always there while it resolves). */
export function takeFromCheck(s: WixossState, seat: Seat, inst: number): boolean {
  const check = s.players[seat]!.check;
  const at = check.indexOf(inst);
  if (at < 0) return false;
  check.splice(at, 1);
  return true;
}

// Stamps per kind index for `distinctIndexes`: a kind was seen in the current call when its stamp is `stamp`.
// Kind tables hold each id once, so distinct kinds are distinct card ids. (`keep` must not call it again.)
const seenStamp: number[] = [];
let stamp = 0;

/** First index of each distinct card id among `insts`, as 1-based numbers: identical cards need one choice. */
export function distinctIndexes(s: WixossState, insts: number[], keep?: (inst: number, index: number) => boolean): number[] {
  const call = ++stamp;
  const out: number[] = [];
  for (let i = 0; i < insts.length; i++) {
    const inst = insts[i]!;
    const kind = s.ids[inst]!;
    if (seenStamp[kind] === call || (keep && !keep(inst, i))) continue;
    seenStamp[kind] = call;
    out.push(i + 1);
  }
  return out;
}
