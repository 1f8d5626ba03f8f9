/** Your own life cloth: crushing it by an effect, and swapping a life cloth with a hand card. */
import { choiceText, lastIndex } from '../rules/choice-text.js';
import { m } from '../messages/index.js';
import { cardName, def, distinctIndexes, say, who } from '../rules/zones.js';
import { other } from '../state.js';
import type { OpHandler } from './ops.js';
import { endEffect } from './ops-cost.js';
import { cardMatches } from './targets.js';

export const LIFE_OPS: Record<string, OpHandler> = {
  // Crush your top life cloth (`side: 'opponent'`: theirs), as damage by an effect: its Life Burst may be used and
  // it goes to the ener zone, and with no life cloth nothing happens. With `filter`, the rest of the effect happens
  // only if the crushed card matches it. v[0] = 1 once the crush is under way; tg = the crushed card.
  crushLife: {
    run(s, t, op) {
      const seat = op.side === 'opponent' ? other(t.seat) : t.seat;
      if (!t.v[0]) {
        const life = s.players[seat]!.life;
        t.tg[t.i] = life.length ? [life[life.length - 1]!] : [];
        t.v[0] = 1;
        // The crush (and its Life Burst) happens now, on top of this effect; this op then looks at the card.
        s.tasks.push({ k: 'damage', seat, lancer: true });
        return false;
      }
      const crushed = t.tg[t.i]?.[0];
      if (op.filter && (crushed === undefined || !cardMatches(def(s, crushed), op.filter))) endEffect(s, t);
      return true;
    },
  },
  // Take one of your life cloth (by position, 1 = top) into hand; if you did, put a hand card on top of your life
  // cloth. v[0] = 1 once the life cloth is taken.
  lifeSwap: {
    ask(s, t) {
      const p = s.players[t.seat]!;
      if (!t.v[0]) return p.life.length ? { over: false, seat: t.seat, prompt: m().promptLifeToHand, choices: p.life.map((_, k) => choiceText('life', k + 1)) } : null;
      return p.hand.length ? { over: false, seat: t.seat, prompt: m().promptHandToLife, choices: distinctIndexes(s, p.hand).map((k) => choiceText('cloth', k)) } : null;
    },
    run(s, t, _op, choice) {
      const p = s.players[t.seat]!;
      if (choice === undefined) return true;
      if (!t.v[0]) {
        // Life cloth is stored top last; `life 1` is the top one.
        const [inst] = p.life.splice(p.life.length - 1 - lastIndex(choice), 1);
        p.hand.push(inst!);
        s.revealed = true;
        say(s, m().evLifeToHand(who(s, t.seat)));
        say(s, m().evYouTakeLife(cardName(s, inst!)), t.seat);
        t.v[0] = 1;
        return false;
      }
      const [inst] = p.hand.splice(lastIndex(choice), 1);
      p.life.push(inst!);
      say(s, m().evHandToLife(who(s, t.seat)));
      say(s, m().evYouPutLife(cardName(s, inst!)), t.seat);
      return true;
    },
  },
};
