/** The turn player's own decisions when nothing is pending: setup, ener, grow, main and attack steps. */
import { ASK } from './asking.js';
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import type { TaskRules } from '../../../engine/referee.js';
import { EMPTY, ZONES, type WixossState } from '../state.js';
import type { Ask } from './ask.js';
import { choiceText } from './choice-text.js';
import { numberedTexts, TextTable } from '../../../engine/choice-text.js';
import { actChoices, activate, actWhere, lrigAttack, signiAttack, startGrow, summon, useArts, useSpell } from './actions.js';
import { anyGrowable, anyUsableArts, artsBlock, canLrigAttack, canSigniAttack, growable, summonBlockOf, usableArts } from '../table/action-blocks.js';
import { m } from '../messages/index.js';
import { spellBlock } from '../table/spell-use.js';
import { placementZones } from '../table/placement.js';
import { mustAttack } from '../table/forced-attack.js';
import { endTurn, nextPhase, startTurn } from './turn.js';
import { ruleCheck } from './processing.js';
import { signiLevels } from '../table/power.js';
import { fire } from './triggers.js';
import { resonaPlayable, startResona } from './resona.js';
import { lifeClothSet } from './hidden.js';
import { cardName, who } from '../table/names.js';
import { def, lrigOf } from '../table/defs.js';
import { distinctChoices, distinctPass, firstOfKind } from '../table/choices.js';
import { draw, say, sendFromField, shuffleDeck } from './zones.js';
import { becauseOf } from '../../../engine/chance.js';
import { why } from '../messages/table-why.js';
import { MOVES } from '../moves.js';
import { selfTrashLocked } from '../table/self-trash-lock.js';
import { lrigActChoice, momentActs } from '../table/moment-acts.js';

/** `verb z` for each occupied (or each empty) SIGNI zone, 1-based in the text. */
function zoneChoices(out: string[], verb: string, signi: number[], occupied: boolean): string[] {
  const text = numberedTexts(verb);
  for (let z = 0; z < ZONES; z++) if ((signi[z] !== EMPTY) === occupied) out.push(text(z + 1));
  return out;
}

/** `verb k` for each 0-based index in `list`, shown 1-based, then `pass`. */
function indexChoices(verb: string, list: number[]): string[] {
  const out: string[] = [];
  const text = numberedTexts(verb);
  for (const k of list) out.push(text(k + 1));
  out.push('pass');
  return out;
}

export function levelZeroLrigs(s: WixossState, seat: Seat): number[] {
  const lrigDeck = s.players[seat]!.lrigDeck;
  const out: number[] = [];
  for (let k = 0; k < lrigDeck.length; k++) {
    const d = def(s, lrigDeck[k]!);
    if (d.type === 'LRIG' && d.level === 0) out.push(k);
  }
  return out;
}

// The main phase's texts, each made once and found by number (this question is asked more than any other): a
// summon's by hand card and zone, without looking up a verb made of the card's number (`summon 3`).
const summonText = new TextTable((n, zone) => choiceText(choiceText('summon', n), zone));
const spellText = numberedTexts('spell');
const artsText = numberedTexts('arts');
const resonaText = numberedTexts('resona');
const attackText = numberedTexts('attack');

function mainAsk(s: WixossState, seat: Seat): Ask {
  const p = s.players[seat]!;
  if (s.trashing) {
    const choices = zoneChoices([], 'trash signi', p.signi, true);
    choices.push('done');
    return ASK.ask(s, seat, choices);
  }
  const choices: string[] = [];
  const hasEmpty = p.signi.includes(EMPTY);
  // The LRIG and the levels on the field are the same for every card in hand.
  const lrig = lrigOf(s, seat);
  const levels = hasEmpty ? signiLevels(s, seat) : 0;
  let open: number[] | undefined; // the zones a SIGNI may go to (placement.ts), found once
  // (The lists are built in place: this question is asked more than any other.)
  const distinct = distinctPass();
  for (let i = 0; i < p.hand.length; i++) {
    const inst = p.hand[i]!;
    if (!firstOfKind(s, inst, distinct)) continue;
    const d = def(s, inst);
    if (d.type === 'SIGNI' && hasEmpty && summonBlockOf(d, lrig, levels) === null) for (const z of (open ??= placementZones(s, seat))) choices.push(summonText.get(i + 1, z + 1));
    if (d.type === 'SPELL' && spellBlock(s, seat, inst) === null) choices.push(spellText(i + 1));
  }
  for (let k = 0; k < p.lrigDeck.length; k++) {
    const inst = p.lrigDeck[k]!;
    if (artsBlock(s, seat, inst, 'main', lrig) === null) choices.push(artsText(k + 1));
    else if (def(s, inst).type === 'RESONA' && resonaPlayable(s, seat, inst)) choices.push(resonaText(k + 1));
  }
  actChoices(s, seat, choices);
  if (!(s.modern && s.trashedThisMain) && !selfTrashLocked(s, seat)) zoneChoices(choices, 'trash signi', p.signi, true);
  choices.push('pass');
  return ASK.ask(s, seat, choices);
}

/** Whether the phase asks its question (the main phase ends only when its player passes), or runs by itself. */
function phaseWaits(s: WixossState): boolean {
  if (s.phase === 'chooseLrig' || s.phase === 'mulligan' || s.phase === 'main') return true;
  return s.phase !== 'end' && phaseOffersMore(s);
}

/**
 * The turn's step with no task pending, for the engine's referee loop (rules/flow.ts): the phase's question; a phase
 * whose only choice would be `pass` is skipped; the end phase, once its tasks are done, ends the turn. Rule
 * processing follows every answer.
 */
export const TURN_RULES: TaskRules<WixossState, undefined> = {
  waits: phaseWaits,
  ask: (s) => (phaseWaits(s) ? phaseAsk(s) : null),
  run(s, _none, choice) {
    if (choice !== undefined) { applyPhase(s, choice); ruleCheck(s); }
    else if (s.phase === 'end') { endTurn(s); ruleCheck(s); }
    else nextPhase(s);
    return true;
  },
};

/**
 * Whether the current phase (one the turn's step may skip: ener, grow or an attack step) offers more than `pass`:
 * the same answer as `phaseAsk(s).choices.length > 1` (but for a forced attack, whose only choice is an attack),
 * found without building the question, since most such phases are skipped.
 */
export function phaseOffersMore(s: WixossState): boolean {
  const seat = s.active;
  const p = s.players[seat]!;
  switch (s.phase) {
    case 'ener': return p.hand.length > 0 || p.signi.some((i) => i !== EMPTY);
    case 'grow': return anyGrowable(s, seat);
    case 'artsTurn': return anyUsableArts(s, seat, 'attack') || momentActs(s, seat, 'attackPhase').length > 0;
    case 'artsOpp': return anyUsableArts(s, opponentOf(seat), 'attack') || momentActs(s, opponentOf(seat), 'attackPhase').length > 0;
    case 'signiAttack':
      for (let z = 0; z < ZONES; z++) if (canSigniAttack(s, seat, z)) return true;
      return false;
    case 'lrigAttack': return canLrigAttack(s, seat);
    default: return phaseAsk(s).choices.length > 1;
  }
}

/**
 * An ARTS step: `pass` alone is still asked when the other seats cannot tell the hand allows no ARTS (Dust-Free).
 * An LRIG ability with "Use Timing [Attack Phase]" is used here too (`act lrig K`; WX05 Tamayorihime, Sunspot Miko).
 */
function artsStepAsk(s: WixossState, seat: Seat): Ask {
  const choices = indexChoices('arts', usableArts(s, seat, 'attack'));
  const acts = momentActs(s, seat, 'attackPhase');
  if (acts.length) choices.splice(choices.length - 1, 0, ...acts.map(lrigActChoice));
  return ASK.ask(s, seat, choices, choices.length === 1 && anyUsableArts(s, seat, 'attack'));
}

export function phaseAsk(s: WixossState): Ask {
  const seat = s.active;
  const p = s.players[seat]!;
  switch (s.phase) {
    case 'chooseLrig': {
      const choices = levelZeroLrigs(s, seat).map((k) => choiceText('lrig', k + 1));
      return ASK.ask(s, seat, choices);
    }
    case 'mulligan': {
      const choices = distinctChoices(s, p.hand, 'mulligan', []);
      choices.push('keep');
      return ASK.ask(s, seat, choices);
    }
    case 'ener': {
      const choices = distinctChoices(s, p.hand, 'ener', []);
      zoneChoices(choices, 'ener signi', p.signi, true);
      choices.push('pass');
      return ASK.ask(s, seat, choices);
    }
    case 'grow':
      return ASK.ask(s, seat, indexChoices('grow', growable(s, seat)));
    case 'main':
      return mainAsk(s, seat);
    case 'artsTurn':
      return artsStepAsk(s, seat);
    case 'artsOpp':
      return artsStepAsk(s, opponentOf(seat));
    case 'signiAttack': {
      const choices: string[] = [];
      for (let z = 0; z < ZONES; z++) if (canSigniAttack(s, seat, z)) choices.push(attackText(z + 1));
      if (choices.length === 0 || !mustAttack(s, seat)) choices.push('pass');
      return ASK.ask(s, seat, choices);
    }
    case 'lrigAttack':
      return ASK.ask(s, seat, canLrigAttack(s, seat) ? ['attack lrig', 'pass'] : ['pass']);
    default:
      return { over: false, seat, prompt: '', choices: [] };
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
    say(s, m().evMulligan(who(s, seat), n));
    becauseOf(s.rng, () => why().mulligan(who(s, seat), n), () => draw(s, seat, n));
  } else say(s, m().evKeep(who(s, seat)));
  if (seat === s.first) { s.active = opponentOf(seat); return; }
  // The top 7 cards are laid one on another, so the 7th card ends on top (life cloth is stored top last).
  for (const q of s.players) q.life = q.deck.splice(0, 7);
  lifeClothSet(s);
  say(s, m().evLifeSet);
  s.turn = 0;
  startTurn(s, s.first);
}

function applyPhase(s: WixossState, choice: string): void {
  const seat = s.active;
  const p = s.players[seat]!;
  const move = MOVES.parse(choice)!;
  switch (move.verb) {
    case 'pass':
      if (s.phase === 'main') s.trashing = false;
      nextPhase(s);
      return;
    case 'lrig': placeLrig(s, seat, move.args.n - 1); afterLrigChoice(s); return;
    case 'mulligan': p.mull.push(...p.hand.splice(move.args.n - 1, 1)); return;
    case 'keep': finishMulligan(s); return;
    case 'ener': case 'ener signi': {
      // The ener phase lasts until what the charge triggers has resolved (WX03 Kano's draw is then locked by WX05 CMR).
      s.tasks.push({ kind: 'phaseEnds', seat, phase: 'grow' });
      const [inst, went] = move.verb === 'ener signi' ? sendFromField(s, seat, move.args.zone - 1, 'ener') : [p.hand.splice(move.args.n - 1, 1)[0]!, true];
      if (move.verb === 'ener') p.ener.push(inst);
      if (went) {
        say(s, m().evEner(who(s, seat), cardName(s, inst)));
        fire(s, { when: 'enerAdded', seat, subj: inst });
      }
      return;
    }
    case 'grow':
      // The grow phase lasts until the grow and its on-play abilities have resolved (WX05 Code Love Heart CMR).
      s.tasks.push({ kind: 'phaseEnds', seat, phase: 'main' });
      startGrow(s, seat, move.args.n - 1);
      return;
    case 'summon': summon(s, seat, move.args.n - 1, move.args.zone - 1); return;
    case 'spell': useSpell(s, seat, move.args.n - 1); return;
    case 'arts': useArts(s, s.phase === 'artsOpp' ? opponentOf(seat) : seat, move.args.n - 1); return;
    case 'trash signi': {
      const [inst, went] = sendFromField(s, seat, move.args.zone - 1, 'trash');
      if (went) say(s, m().evTrashField(who(s, seat), cardName(s, inst)));
      if (s.modern) {
        s.trashedThisMain = true;
        s.trashing = p.signi.some((i) => i !== EMPTY);
      }
      return;
    }
    case 'done': s.trashing = false; return;
    // An ARTS step's `act lrig` is its asker's (the opponent's in theirs; WX05 Tamayorihime, Sunspot Miko).
    case 'act': case 'act lrig': case 'act trash': activate(s, s.phase === 'artsOpp' ? opponentOf(seat) : seat, ...actWhere(move)); return;
    case 'resona': startResona(s, seat, move.args.n - 1); return;
    case 'attack lrig': lrigAttack(s, seat); return;
    case 'attack': signiAttack(s, seat, move.args.zone - 1); return;
  }
}
