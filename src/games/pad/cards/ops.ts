/**
 * PAD's op library (src/engine/ops.ts): the ops on the board (ops-board.ts) and the two that use a hand card of the
 * op's attribute through the usual evolve and skill rules (Rubylit, Ruby Dragon). Those two live here, above the
 * skill rules, because the skill rules ask the board ops whether a skill acts on anything (rules/skill-targets.ts):
 * the two files would otherwise import each other.
 */
import type { OpLibrary } from '../../../engine/ops.js';
import { evolveChoices, startEvolve } from '../rules/evolve.js';
import { skillChoices, startSkill } from '../rules/skills.js';
import { isAttr } from '../rules/zones.js';
import { MOVES } from '../moves.js';
import { card } from './catalogue.js';
import { BOARD_OPS, PASS, type OpHandler } from './ops-board.js';

export type { OpTask } from './ops-board.js';

/**
 * A hand card of the op's attribute used for `discount` less: a monster evolved (Rubylit, Ruby Dragon) or, with
 * `skills`, a skill used (Ruby Dragon's "a card"). Both go through the usual evolve and skill paths; the skill is used
 * as a main-phase skill, the timing of the card that lets it be used.
 */
function fromHand(skills: boolean): OpHandler {
  return {
    ask: (s, task, op) => {
      const hand = s.players[task.seat]!.hand;
      const monsters: number[] = [];
      const others: number[] = [];
      for (let h = 0; h < hand.length; h++) {
        const c = card(hand[h]!);
        if (isAttr(c, op.attribute)) (c.kind === 'monster' ? monsters : others).push(h);
      }
      const out = evolveChoices(s, task.seat, monsters, op.discount ?? 0);
      if (skills) skillChoices(s, task.seat, 'main', out, others, op.discount ?? 0);
      // Asked whenever the hand holds a card (a lone `pass` too: HAND_CHOICE_OPS), so the opponent cannot tell
      // whether one of them fitted.
      return hand.length > 0 ? [...out, PASS] : [];
    },
    run: (s, task, op, choice) => {
      if (choice === PASS) return;
      const move = MOVES.parse(choice!)!;
      if (move.verb === 'skill') startSkill(s, task.seat, move.args.hand - 1, 'main', op.discount ?? 0);
      else if (move.verb === 'evolve on') startEvolve(s, task.seat, move.args.hand - 1, move.args.monster - 1, op.discount ?? 0);
    },
  };
}

export const OPS: OpLibrary<OpHandler> = { ...BOARD_OPS, evolveFromHand: fromHand(false), useFromHand: fromHand(true) };
