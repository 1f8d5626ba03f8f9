/**
 * Issue 41: a question names the cards its decider is deciding about, so every other seat (the protocol's observe,
 * the library, a spectator's board) reads its public form: who decides and what kind of decision, never those cards.
 */
import { randomDecider } from '../../src/engine/deciders.js';
import { setContentLang } from '../../src/engine/i18n.js';
import { writeLog } from '../../src/engine/log.js';
import { decisionOf, matchToLog, playChoice, startMatch } from '../../src/engine/match.js';
import { seedRng } from '../../src/engine/rng.js';
import { cyclingHeaders } from '../../src/engine/kit/setups.js';
import { game as wixossGame } from '../../src/games/wixoss/index.js';
import { openLog } from '../../src/index.js';
import { Table } from '../../src/protocol/table.js';
import { CARD as W, play as playWixoss, scenario as wixoss } from '../games/wixoss/helpers.js';
import { play as playPad, scenario as pad } from '../games/pad/helpers.js';

beforeEach(() => setContentLang('en'));
afterAll(() => setContentLang('en'));

describe('a question read by a seat that does not decide', () => {
  it('WIXOSS: after Bonya looks at the top three, the opponent reads only that they are being put back', () => {
    const m = wixoss({ p1: { lrig: [W.tama1], hand: [W.bonya], deck: [W.kukri, W.iron, W.flamber, W.caliburn] } });
    playWixoss(m, 'summon 1 1');
    const table = new Table(m);
    const own = table.observe(1).decision!;
    expect(own.seat).toBe(1);
    expect(own.prompt).toMatch(/^Put back the top cards \(1: Kukri.*Flamber/); // its decider knows them
    expect(table.observe(2).decision).toEqual({ seat: 1, prompt: 'Ann: putting back the top cards of their deck in an order of their choice' });
    expect(JSON.stringify(table.observe(2))).not.toMatch(/Kukri|Flamber/);
    setContentLang('zh');
    expect(table.observe(2).decision!.prompt).toBe('Ann：正在把卡组顶的牌按自选顺序放回');
  });

  it('WIXOSS: a question that names only public cards is read as asked, with the decider named', () => {
    const m = wixoss({ p1: { lrig: [W.tama1], hand: [W.bonya] } });
    expect(new Table(m).observe(2).decision).toEqual({ seat: 1, prompt: 'Ann: Main phase' });
  });

  it('PAD: Cure, taken into hand from life, is named only to its owner', () => {
    const m = pad({
      step: 'declare', combos: 1, comboKinds: 1,
      p1: { stacks: [["Lil' Red Dragon", 'Red Dragon'], ["Lil' Black Dragon"], ['Pierdra'], ['Golden Egg'], ['Golden Egg']] },
      p2: { team: ["Lil' Green Dragon", 'Tyrra', 'Pierdra', 'Plessie', 'Golden Egg'], tapped: [1, 2, 3, 4], life: ['Cure'], hand: ['Titan', 'Gigas', 'Red Dragon'], deck: ['Dragon Knight', 'Gigas'] },
    });
    playPad(m, 'attack 1', 'take 1'); // the lone take is asked: B holds cards (issue 41)
    const table = new Table(m);
    expect(table.observe(2).decision!.prompt).toMatch(/^Cure came to your hand from life/);
    const seen = table.observe(1);
    expect(seen.decision).toEqual({ seat: 2, prompt: 'B: a card came to their hand from life: using it now or not' });
    expect(JSON.stringify(seen)).not.toMatch(/Cure/);
  });

  it('the library (openLog) gives the public form too: a random WIXOSS game at a put-back', async () => {
    const headers = cyclingHeaders(wixossGame, 'putback-');
    let log: string | undefined;
    for (let g = 0; g < 40 && !log; g++) {
      const match = startMatch(wixossGame, headers(g));
      const pick = randomDecider(seedRng(`putback-bot-${g}`));
      for (let step = 0; step < 3000 && !log; step++) {
        const decision = decisionOf(match);
        if (decision.over) break;
        if (decision.seat === 0 && decision.prompt.startsWith('Put back the top cards')) log = writeLog(matchToLog(match));
        else playChoice(match, pick({ game: wixossGame, state: match.state, decision, seats: 2 }), decision);
      }
    }
    const handle = await openLog(log!);
    expect(handle.observe(1).decision!.prompt).toMatch(/^Put back the top cards \(1: /);
    expect(handle.observe(2).decision).toEqual({ seat: 1, prompt: 'P1: putting back the top cards of their deck in an order of their choice' });
  });
});
