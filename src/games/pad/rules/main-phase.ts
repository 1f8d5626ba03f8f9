/** Reset, draw and main phase: evolve monsters and use skills, then go to the puzzle phase. */
import { noBoosts, opponent, type PadState, type Step } from '../state.js';
import { triggerTasks } from './effects.js';
import { evolveChoices, startEvolve } from './evolve.js';
import { checkLife, endGame } from './life.js';
import { skillChoices, startSkill } from './skills.js';
import type { StepTable } from '../../../engine/referee.js';
import { doNext, draw, say, seatName, top } from './zones.js';
import { MOVES } from '../moves.js';
import { text } from './texts.js';
import { nameOf } from '../cards/catalogue.js';
import { m } from '../messages/index.js';
import { becauseOf } from '../../../engine/chance.js';
import { why } from '../messages/table-why.js';

export const MAIN_STEPS: StepTable<PadState, Step> = {
  turnStart: {
    auto: (s) => {
      s.turn++;
      s.combos = 0;
      s.comboKinds = 0;
      s.resolved = -1;
      s.attackers = [];
      s.declared = [false, false, false, false, false];
      s.guard = null;
      s.guarded = [false, false, false, false, false];
      s.guardBonusGiven = [false, false, false, false, false];
      s.bonus = {};
      s.boosts = [noBoosts(), noBoosts()];
      s.hitByAttack = [false, false];
      s.onFoeDamaged = [];
      s.dropStartCard = -1;
      for (const p of s.players) p.evolved = [false, false, false, false, false];
      say(s, m().ev.turn(s.turn, seatName(s, s.seat)));
      doNext(s, triggerTasks(s, s.seat, 'turnStart'));
      s.step = 'reset';
    },
  },
  reset: {
    choices: (s) => {
      const tapped = s.players[s.seat]!.tapped;
      const out: string[] = [];
      for (let st = 0; st < tapped.length; st++) if (tapped[st]) out.push(text('reset #', st + 1));
      return out;
    },
    apply: (s, choice) => {
      const st = MOVES.argsOf(choice, 'reset')!.monster - 1;
      s.players[s.seat]!.tapped[st] = false;
      say(s, m().ev.resets(seatName(s, s.seat), nameOf(top(s.players[s.seat]!, st)), st + 1));
      s.step = 'draw';
    },
    skip: (s) => {
      s.step = 'draw';
    },
  },
  draw: {
    auto: (s) => {
      if (s.players[s.seat]!.deck.length === 0) return endGame(s, opponent(s.seat), { kind: 'emptyDeck', seat: s.seat });
      becauseOf(s.rng, () => why().turnDraw(seatName(s, s.seat)), () => draw(s, s.seat, 1));
      s.step = 'main';
    },
  },
  main: {
    // Evolving and skills come from the hand: going on to the puzzle phase by itself would show the opponent that the
    // hand held nothing playable.
    hiddenChoices: true,
    choices: (s) => {
      const out = evolveChoices(s, s.seat);
      skillChoices(s, s.seat, 'main', out);
      out.push('puzzle');
      return out;
    },
    apply: (s, choice) => {
      if (choice === 'puzzle') {
        checkLife(s);
        s.step = 'dropStart';
        doNext(s, triggerTasks(s, s.seat, 'mainEnd'));
        return;
      }
      const move = MOVES.parse(choice)!;
      if (move.verb === 'evolve on') startEvolve(s, s.seat, move.args.hand - 1, move.args.monster - 1);
      else if (move.verb === 'skill') startSkill(s, s.seat, move.args.hand - 1, 'main');
    },
  },
};

