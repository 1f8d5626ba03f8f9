/** The turn player's own decisions when nothing is pending: setup, ener, grow, main and attack steps. */
import type { Seat } from '../../../engine/game.js';
import { EMPTY, other, type WixossState } from '../state.js';
import type { Ask } from './ask.js';
import {
  activate, canActivate, canLrigAttack, canSigniAttack, canSummon, growable, lrigAttack, signiAttack, startGrow, summon, usableArts, useArts, useSpell,
} from './actions.js';
import { canPay } from './payment.js';
import { enterPhase, nextPhase, startTurn } from './turn.js';
import { cardName, def, distinctIndexes, draw, leaveField, say, shuffleDeck, who } from './zones.js';

const zoneList = (pred: (z: number) => boolean) => [0, 1, 2].filter(pred);

export function levelZeroLrigs(s: WixossState, seat: Seat): number[] {
  return s.players[seat]!.lrigDeck.flatMap((inst, k) => (def(s, inst).type === 'LRIG' && def(s, inst).level === 0 ? [k] : []));
}

export function phaseAsk(s: WixossState): Ask {
  const seat = s.active;
  const p = s.players[seat]!;
  switch (s.phase) {
    case 'chooseLrig':
      return { seat, prompt: 'Choose your level-0 LRIG', choices: levelZeroLrigs(s, seat).map((k) => `lrig ${k + 1}`) };
    case 'mulligan':
      return { seat, prompt: `Mulligan: return cards (${p.mull.length} set aside) or keep`, choices: [...distinctIndexes(s, p.hand).map((k) => `mulligan ${k}`), 'keep'] };
    case 'ener': {
      const choices = distinctIndexes(s, p.hand).map((k) => `ener ${k}`);
      for (const z of zoneList((z) => p.signi[z] !== EMPTY)) choices.push(`ener signi ${z + 1}`);
      return { seat, prompt: 'Ener phase: put a card into your ener zone', choices: [...choices, 'pass'] };
    }
    case 'grow':
      return { seat, prompt: 'Grow phase', choices: [...growable(s, seat).map((k) => `grow ${k + 1}`), 'pass'] };
    case 'main': {
      const choices: string[] = [];
      const empty = zoneList((z) => p.signi[z] === EMPTY);
      if (s.trashing) {
        for (const z of zoneList((z) => p.signi[z] !== EMPTY)) choices.push(`trash signi ${z + 1}`);
        return { seat, prompt: 'Trash more SIGNI in the same action?', choices: [...choices, 'done'] };
      }
      for (const k of distinctIndexes(s, p.hand)) {
        const inst = p.hand[k - 1]!;
        const d = def(s, inst);
        if (d.type === 'SIGNI' && empty.length && canSummon(s, seat, inst)) for (const z of empty) choices.push(`summon ${k} ${z + 1}`);
        if (d.type === 'SPELL' && canPay(s, seat, d.cost)) choices.push(`spell ${k}`);
      }
      for (const k of usableArts(s, seat, 'main')) choices.push(`arts ${k + 1}`);
      for (const z of zoneList((z) => canActivate(s, seat, z))) choices.push(`act ${z + 1}`);
      if (canActivate(s, seat, -1)) choices.push('act lrig');
      if (!(s.modern && s.trashedThisMain)) for (const z of zoneList((z) => p.signi[z] !== EMPTY)) choices.push(`trash signi ${z + 1}`);
      return { seat, prompt: 'Main phase', choices: [...choices, 'pass'] };
    }
    case 'artsTurn':
      return { seat, prompt: 'Attack phase: your ARTS step', choices: [...usableArts(s, seat, 'attack').map((k) => `arts ${k + 1}`), 'pass'] };
    case 'artsOpp': {
      const opp = other(seat);
      return { seat: opp, prompt: "Attack phase: the defender's ARTS step", choices: [...usableArts(s, opp, 'attack').map((k) => `arts ${k + 1}`), 'pass'] };
    }
    case 'signiAttack':
      return { seat, prompt: 'SIGNI attack step', choices: [...zoneList((z) => canSigniAttack(s, seat, z)).map((z) => `attack ${z + 1}`), 'pass'] };
    case 'lrigAttack':
      return { seat, prompt: 'LRIG attack step', choices: [...(canLrigAttack(s, seat) ? ['attack lrig'] : []), 'pass'] };
    default:
      return { seat, prompt: '', choices: [] };
  }
}

function placeLrig(s: WixossState, seat: Seat, k: number): void {
  const p = s.players[seat]!;
  const [inst] = p.lrigDeck.splice(k, 1);
  p.lrig.push(inst!);
}

/** After the LRIG choices: mulligans, first player first. */
export function afterLrigChoice(s: WixossState): void {
  const pending = [0, 1].find((seat) => s.players[seat]!.lrig.length === 0);
  if (pending !== undefined) { s.active = pending; s.phase = 'chooseLrig'; return; }
  s.active = s.first;
  s.phase = 'mulligan';
}

function finishMulligan(s: WixossState): void {
  const seat = s.active;
  const p = s.players[seat]!;
  const n = p.mull.length;
  if (n > 0) {
    p.deck.push(...p.mull.splice(0));
    shuffleDeck(s, seat);
    say(s, `${who(s, seat)} returns ${n} card${n === 1 ? '' : 's'}, shuffles and draws as many`);
    draw(s, seat, n);
  } else say(s, `${who(s, seat)} keeps`);
  if (seat === s.first) { s.active = other(seat); return; }
  // The top 7 cards are laid one on another, so the 7th card ends on top (life cloth is stored top last).
  for (const q of s.players) q.life = q.deck.splice(0, 7);
  say(s, 'life cloth set; OPEN!');
  s.turn = 0;
  startTurn(s, s.first);
}

export function applyPhase(s: WixossState, choice: string): void {
  const seat = s.active;
  const p = s.players[seat]!;
  const words = choice.split(' ');
  const n = Number(words[words.length - 1]) - 1;
  if (choice === 'pass') {
    if (s.phase === 'main') s.trashing = false;
    nextPhase(s);
    return;
  }
  switch (words[0]) {
    case 'lrig': placeLrig(s, seat, n); afterLrigChoice(s); return;
    case 'mulligan': p.mull.push(...p.hand.splice(n, 1)); return;
    case 'keep': finishMulligan(s); return;
    case 'ener': {
      const inst = words[1] === 'signi' ? leaveField(s, seat, n) : p.hand.splice(n, 1)[0]!;
      p.ener.push(inst);
      say(s, `${who(s, seat)} puts ${cardName(s, inst)} into the ener zone`);
      enterPhase(s, 'grow');
      return;
    }
    case 'grow': startGrow(s, seat, n); enterPhase(s, 'main'); return;
    case 'summon': summon(s, seat, Number(words[1]) - 1, n); return;
    case 'spell': useSpell(s, seat, n); return;
    case 'arts': useArts(s, s.phase === 'artsOpp' ? other(seat) : seat, n); return;
    case 'trash': {
      const inst = leaveField(s, seat, n);
      p.trash.push(inst);
      say(s, `${who(s, seat)} trashes ${cardName(s, inst)} from the field`);
      if (s.modern) {
        s.trashedThisMain = true;
        s.trashing = p.signi.some((i) => i !== EMPTY);
      }
      return;
    }
    case 'done': s.trashing = false; return;
    case 'act': activate(s, seat, words[1] === 'lrig' ? -1 : n); return;
    case 'attack':
      if (words[1] === 'lrig') lrigAttack(s, seat);
      else signiAttack(s, seat, n);
      return;
  }
}
