/** The turn player's own decisions when nothing is pending: setup, ener, grow, main and attack steps. */
import type { Seat } from '../../../engine/game.js';
import { EMPTY, other, ZONES, type WixossState } from '../state.js';
import type { Ask } from './ask.js';
import { choiceText, lastIndex, secondWord, verbOf } from './choice-text.js';
import {
  activate, canActivate, canLrigAttack, canSigniAttack, canSummon, growable, lrigAttack, signiAttack, startGrow, summon, usableArts, useArts, useSpell,
} from './actions.js';
import { canPay } from './payment.js';
import { enterPhase, nextPhase, startTurn } from './turn.js';
import { cardName, def, distinctIndexes, draw, leaveField, say, shuffleDeck, who } from './zones.js';

/** `verb z` for each occupied (or each empty) SIGNI zone, 1-based in the text. */
function zoneChoices(out: string[], verb: string, signi: number[], occupied: boolean): string[] {
  for (let z = 0; z < ZONES; z++) if ((signi[z] !== EMPTY) === occupied) out.push(choiceText(verb, z + 1));
  return out;
}

/** `verb k` for each 0-based index in `list`, shown 1-based, then `pass`. */
function indexChoices(verb: string, list: number[]): string[] {
  const out: string[] = [];
  for (const k of list) out.push(choiceText(verb, k + 1));
  out.push('pass');
  return out;
}

export function levelZeroLrigs(s: WixossState, seat: Seat): number[] {
  return s.players[seat]!.lrigDeck.flatMap((inst, k) => (def(s, inst).type === 'LRIG' && def(s, inst).level === 0 ? [k] : []));
}

function mainAsk(s: WixossState, seat: Seat): Ask {
  const p = s.players[seat]!;
  if (s.trashing) {
    const choices = zoneChoices([], 'trash signi', p.signi, true);
    choices.push('done');
    return { seat, prompt: 'Trash more SIGNI in the same action?', choices };
  }
  const choices: string[] = [];
  const hasEmpty = p.signi.includes(EMPTY);
  for (const k of distinctIndexes(s, p.hand)) {
    const inst = p.hand[k - 1]!;
    const d = def(s, inst);
    if (d.type === 'SIGNI' && hasEmpty && canSummon(s, seat, inst)) zoneChoices(choices, choiceText('summon', k), p.signi, false);
    if (d.type === 'SPELL' && canPay(s, seat, d.cost)) choices.push(choiceText('spell', k));
  }
  for (const k of usableArts(s, seat, 'main')) choices.push(choiceText('arts', k + 1));
  for (let z = 0; z < ZONES; z++) if (canActivate(s, seat, z)) choices.push(choiceText('act', z + 1));
  if (canActivate(s, seat, -1)) choices.push('act lrig');
  if (!(s.modern && s.trashedThisMain)) zoneChoices(choices, 'trash signi', p.signi, true);
  choices.push('pass');
  return { seat, prompt: 'Main phase', choices };
}

export function phaseAsk(s: WixossState): Ask {
  const seat = s.active;
  const p = s.players[seat]!;
  switch (s.phase) {
    case 'chooseLrig': {
      const choices = levelZeroLrigs(s, seat).map((k) => choiceText('lrig', k + 1));
      return { seat, prompt: 'Choose your level-0 LRIG', choices };
    }
    case 'mulligan': {
      const choices = distinctIndexes(s, p.hand).map((k) => choiceText('mulligan', k));
      choices.push('keep');
      return { seat, prompt: `Mulligan: return cards (${p.mull.length} set aside) or keep`, choices };
    }
    case 'ener': {
      const choices = distinctIndexes(s, p.hand).map((k) => choiceText('ener', k));
      zoneChoices(choices, 'ener signi', p.signi, true);
      choices.push('pass');
      return { seat, prompt: 'Ener phase: put a card into your ener zone', choices };
    }
    case 'grow':
      return { seat, prompt: 'Grow phase', choices: indexChoices('grow', growable(s, seat)) };
    case 'main':
      return mainAsk(s, seat);
    case 'artsTurn':
      return { seat, prompt: 'Attack phase: your ARTS step', choices: indexChoices('arts', usableArts(s, seat, 'attack')) };
    case 'artsOpp': {
      const opp = other(seat);
      return { seat: opp, prompt: "Attack phase: the defender's ARTS step", choices: indexChoices('arts', usableArts(s, opp, 'attack')) };
    }
    case 'signiAttack': {
      const choices: string[] = [];
      for (let z = 0; z < ZONES; z++) if (canSigniAttack(s, seat, z)) choices.push(choiceText('attack', z + 1));
      choices.push('pass');
      return { seat, prompt: 'SIGNI attack step', choices };
    }
    case 'lrigAttack':
      return { seat, prompt: 'LRIG attack step', choices: canLrigAttack(s, seat) ? ['attack lrig', 'pass'] : ['pass'] };
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
  const n = lastIndex(choice);
  if (choice === 'pass') {
    if (s.phase === 'main') s.trashing = false;
    nextPhase(s);
    return;
  }
  switch (verbOf(choice)) {
    case 'lrig': placeLrig(s, seat, n); afterLrigChoice(s); return;
    case 'mulligan': p.mull.push(...p.hand.splice(n, 1)); return;
    case 'keep': finishMulligan(s); return;
    case 'ener': {
      const inst = secondWord(choice) === 'signi' ? leaveField(s, seat, n) : p.hand.splice(n, 1)[0]!;
      p.ener.push(inst);
      say(s, `${who(s, seat)} puts ${cardName(s, inst)} into the ener zone`);
      enterPhase(s, 'grow');
      return;
    }
    case 'grow': startGrow(s, seat, n); enterPhase(s, 'main'); return;
    case 'summon': summon(s, seat, Number(secondWord(choice)) - 1, n); return;
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
    case 'act': activate(s, seat, choice === 'act lrig' ? -1 : n); return;
    case 'attack':
      if (choice === 'attack lrig') lrigAttack(s, seat);
      else signiAttack(s, seat, n);
      return;
  }
}
