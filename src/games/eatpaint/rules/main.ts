/** Main-phase actions of both sides: the list of legal ones and what each does. */
import { QUESTIONS } from '../questions.js';
import type { TaskRules } from '../../../engine/referee.js';
import { card, cardName } from '../cards/load.js';
import type { EpState } from '../state.js';
import { TextTable } from '../../../engine/choice-text.js';
import { pickText } from '../../../engine/i18n.js';
import { m, who } from '../messages/index.js';
import { BARE, MOVES } from '../moves.js';
import { startAttack, usedCardZone } from './attack.js';
import { pushPayment } from './costs.js';
import { pushOps, pushPick } from './ops.js';
import { activatable, effectHasTargets } from './picks.js';
import { attackAllowed, canPay, firstCopies, formOf, skillUsable } from './stats.js';
import { charge, startEndPhase } from './turn.js';
import { revealHidden, trashWork } from './zones.js';
import { becauseOf } from '../../../engine/chance.js';
import { why } from '../messages/table-why.js';
import { sideOf } from '../state.js';

function canUseFromHand(state: EpState, c: string): boolean {
  const def = card(c);
  const side = sideOf(state, state.active);
  if (def.type === 'trap' || !canPay(side, def.cost)) return false;
  if (def.type === 'attack') return attackAllowed(state);
  if (def.type === 'frame') return side.works.some((w) => !w.frame);
  // A work stays on the field whatever its on-summon effect finds; other cards are only their effect.
  return def.type === 'work' || effectHasTargets(state, state.active, def.play);
}

// Each move text is built once and reused: the choice lists are rebuilt on every decision.
const PLAY = new TextTable((n) => MOVES.text('play', { n }));
const SET = new TextTable((n) => MOVES.text('set', { n }));
const ACTIVATE = new TextTable((n) => MOVES.text('activate', { n }));
const SKILL = new TextTable((n) => MOVES.text('skill', { n }));
const ATTACK = new TextTable((n) => MOVES.text('attack', { n }));
const REST = new TextTable((n) => MOVES.text('rest', { n }));
const RELEASE = new TextTable((n) => MOVES.text('release', { n }));

function mainChoices(state: EpState): string[] {
  const s = state.active;
  const side = sideOf(state, s);
  if (state.phase === 'choose') return [BARE.main, BARE.charge];
  const out: string[] = [];
  for (const i of firstCopies(side.hand, (c) => canUseFromHand(state, c))) out.push(PLAY.get(i + 1));
  for (const i of firstCopies(side.hand, (c) => card(c).type === 'trap')) out.push(SET.get(i + 1));
  if (side.side === 'dragon') {
    const seen = new Set<string>();
    side.energy.forEach((e, i) => {
      if (e.rest || !activatable(e) || seen.has(e.card)) return;
      seen.add(e.card);
      const def = card(e.card);
      if (def.type === 'attack' ? attackAllowed(state) : effectHasTargets(state, s, def.play)) out.push(ACTIVATE.get(i + 1));
    });
    formOf(side).skills.forEach((sk, i) => { if (skillUsable(state, side, sk)) out.push(SKILL.get(i + 1)); });
  } else {
    side.works.forEach((w, i) => {
      if (w.rest) return;
      if (attackAllowed(state)) out.push(ATTACK.get(i + 1));
      if (card(w.card).rest) out.push(REST.get(i + 1));
    });
    side.works.forEach((_, i) => out.push(RELEASE.get(i + 1)));
  }
  out.push(BARE.end);
  return out;
}

/** Use a dragonkin card's effect (from hand, or again by activating it in the energy zone). */
function resolveDragonEffect(state: EpState, c: string): void {
  const def = card(c);
  const s = state.active;
  if (def.type === 'attack') {
    startAttack(state, s, {
      work: -1, base: def.power ?? 0, src: c, onAttack: def.attack, after: def.after, hasExtra: Boolean(def.extra), noTraps: false,
    });
  } else pushOps(state, s, def.play, c);
}

function playCard(state: EpState, index: number): void {
  const s = state.active;
  const side = sideOf(state, s);
  const c = side.hand.splice(index, 1)[0]!;
  const def = card(c);
  state.events.push({ text: m().uses(who(state, s), cardName(c)) });
  if (def.type === 'work') {
    const ink = def.cost.ink ?? 0;
    side.ink -= ink;
    side.works.push({ uid: state.nextUid++, card: c, ink, rest: false, frame: null, pump: 0 });
    pushOps(state, s, def.summon, c);
    return;
  }
  if (def.type === 'frame') {
    state.using.push({ seat: s, card: c, to: 'trash' });
    pushOps(state, s, def.play, c);
    pushPick(state, s, 'equip', 1, 0, c);
    pushPayment(state, s, def.cost, c);
    return;
  }
  state.using.push({ seat: s, card: c, to: usedCardZone(def, side.side) });
  state.tasks.push({ kind: 'finish' });
  if (side.side === 'dragon') resolveDragonEffect(state, c);
  else pushOps(state, s, def.play, c);
  pushPayment(state, s, def.cost, c);
}

function applyMain(state: EpState, choice: string): void {
  const s = state.active;
  const side = sideOf(state, s);
  const move = MOVES.parse(choice);
  // A numbered move's 0-based index (a hand card, an energy card, a skill, a work).
  const i = move && 'n' in move.args ? move.args.n - 1 : -1;
  switch (move?.verb) {
    case 'main': state.phase = 'main'; break;
    case 'charge': state.phase = 'main'; charge(state); break;
    case 'end': startEndPhase(state); break;
    case 'play': playCard(state, i); break;
    case 'set':
      side.traps.push(side.hand.splice(i, 1)[0]!);
      state.events.push({ text: m().setsTrap(who(state, s)) });
      break;
    case 'activate': {
      const e = side.energy[i]!;
      e.rest = true;
      state.events.push({ text: m().activates(who(state, s), cardName(e.card)) });
      resolveDragonEffect(state, e.card);
      break;
    }
    case 'skill': {
      const skill = formOf(side).skills[i]!;
      for (let k = 0; k < skill.heat; k++) {
        becauseOf(state.rng, () => why().heat(who(state, s)), () => revealHidden(state, s, 'heat', side.heat.length - 1));
        side.trash.push(side.heat.pop()!);
      }
      // The face-down HEAT cards are seen in the trash now.
      if (skill.heat > 0) state.revealed = true;
      state.events.push({ text: m().usesSkill(who(state, s), pickText(skill.text)) });
      pushOps(state, s, skill.ops, side.char);
      break;
    }
    case 'attack': {
      const w = side.works[i]!;
      const def = card(w.card);
      w.rest = true;
      startAttack(state, s, { work: w.uid, base: 0, src: w.card, onAttack: def.attack, after: def.after, hasExtra: false, noTraps: Boolean(def.noTraps) });
      break;
    }
    case 'rest': {
      const w = side.works[i]!;
      w.rest = true;
      state.events.push({ text: m().restsWork(who(state, s), cardName(w.card)) });
      pushOps(state, s, card(w.card).rest, w.card);
      break;
    }
    case 'release': {
      // Releasing is the only way out of play that resolves the release effect.
      const w = side.works[i]!;
      state.events.push({ text: m().releases(who(state, s), cardName(w.card)) });
      trashWork(state, s, w.uid);
      pushOps(state, s, card(w.card).release, w.card);
      break;
    }
    default: throw new Error(`eatpaint: unknown main action "${choice}"`);
  }
}

/** The turn's step with no task pending: the active seat chooses main or charge, then acts until it ends the turn. */
export const mainTurn: TaskRules<EpState, undefined> = {
  // There is always a choice ('end', or main/charge), so the question is built only when somebody reads it.
  waits: () => true,
  ask: (state) => QUESTIONS.ask(state, state.active, mainChoices(state)),
  run(state, _t, choice) {
    applyMain(state, choice!);
    return true;
  },
};
