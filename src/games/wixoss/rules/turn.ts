/** Turn structure: phases in order, skipping steps nobody can act in, and the end of turn. */
import type { Seat } from '../../../engine/game.js';
import { EMPTY, other, type Phase, type WixossState } from '../state.js';
import { conditionHolds } from './power.js';
import { queueTriggers, type Trigger } from './triggers.js';
import { m } from '../messages/index.js';
import { cardName, def, draw, leaveField, say, takeFromCheck, who } from './zones.js';

const NEXT: Partial<Record<Phase, Phase>> = {
  ener: 'grow', grow: 'main', main: 'artsTurn', artsTurn: 'artsOpp', artsOpp: 'signiAttack', signiAttack: 'lrigAttack', lrigAttack: 'end',
};

export function enterPhase(s: WixossState, phase: Phase): void {
  // Ruling: the first player skips the whole attack phase on the game's first turn.
  if (phase === 'artsTurn' && s.turn === 1) phase = 'end';
  s.phase = phase;
  if (phase === 'main') { s.trashedThisMain = false; s.trashing = false; }
  if (phase === 'end') {
    // End phase order: "at end of turn" abilities, then the hand limit, then "until end of turn" effects end.
    // (The hand limit task is always queued: abilities resolving first may draw.)
    s.tasks.push({ k: 'discardDown', seat: s.active });
    queueTriggers(s, endOfTurnTriggers(s), 'endOfTurn');
    trashMarked(s);
  }
}

/** SIGNI an effect put onto the field "until end of turn" go to the trash as the end phase begins. */
function trashMarked(s: WixossState): void {
  for (const mod of s.mods.filter((x) => x.trashAtEnd)) {
    for (const seat of [s.active, other(s.active)]) {
      const z = s.players[seat]!.signi.indexOf(mod.inst);
      if (z < 0) continue;
      s.players[seat]!.trash.push(leaveField(s, seat, z));
      say(s, m().evTrashAtEnd(cardName(s, mod.inst)));
    }
  }
}

function endOfTurnTriggers(s: WixossState): Trigger[] {
  const p = s.players[s.active]!;
  const out: Trigger[] = [];
  const fire = (src: number | undefined) => {
    if (src === undefined || src === EMPTY) return;
    const trigger = def(s, src).effects?.endOfTurn;
    if (trigger && conditionHolds(s, s.active, trigger.if, src)) out.push({ seat: s.active, src });
  };
  fire(p.lrig[p.lrig.length - 1]);
  for (const src of p.signi) fire(src);
  return out;
}

export function nextPhase(s: WixossState): void {
  enterPhase(s, NEXT[s.phase] ?? 'end');
}

export function startTurn(s: WixossState, seat: Seat): void {
  s.active = seat;
  s.turn++;
  s.endTurnNow = false;
  for (const p of s.players) p.refreshes = 0;
  const p = s.players[seat]!;
  p.lrigDown = false;
  // A frozen SIGNI stays down this once; its freeze then ends.
  p.signiDown = p.signiDown.map((down, z) => down && s.mods.some((mod) => mod.frozen && mod.inst === p.signi[z]));
  if (s.mods.length) s.mods = s.mods.filter((mod) => !(mod.frozen && p.signi.includes(mod.inst)));
  say(s, m().evTurn(s.turn, who(s, seat)));
  draw(s, seat, s.turn === 1 ? 1 : 2);
  enterPhase(s, 'ener');
}

/** Cards still resolving go where they would have gone; then "until end of turn" effects end. */
export function endTurn(s: WixossState): void {
  if (s.endTurnNow) say(s, m().evTwoRefreshes(who(s, s.active)));
  for (const t of s.tasks) if (t.k === 'finish' && takeFromCheck(s, t.seat, t.inst)) s.players[t.seat]![t.to].push(t.inst);
  for (const p of s.players) p.ener.push(...p.check.splice(0));
  s.tasks = [];
  s.mods = s.mods.length ? s.mods.filter((mod) => mod.frozen) : s.mods;
  startTurn(s, other(s.active));
}
