/** Why a move is illegal: the rule and its topic, in both languages, never more than the deciding seat may know. */
import { cellText } from '../../../src/engine/board.js';
import { randomDecider } from '../../../src/engine/deciders.js';
import { setContentLang } from '../../../src/engine/i18n.js';
import { decisionOf, playChoice, startMatch, type Match } from '../../../src/engine/match.js';
import { seedRng } from '../../../src/engine/rng.js';
import { card, cardData, character } from '../../../src/games/eatpaint/cards/load.js';
import { game } from '../../../src/games/eatpaint/index.js';
import { RULES } from '../../../src/games/eatpaint/rules-text.js';
import { choices, energy, midGame, newMatch, play, setSide, st, work } from './helpers.js';

afterEach(() => setContentLang('en'));

const why = (m: Match, choice: string) => game.explain!(st(m), choice);
const energyCost = (id: string) => (card(id).cost.rest ?? 0) + (card(id).cost.trash ?? 0);
/** Cards are looked up by their (designed, tunable) costs rather than hard-coding the values. */
const costly = (deck: string, type?: string) => cardData().cards.find((c) => c.deck === deck && (!type || c.type === type) && energyCost(c.id) > 0)!.id;

describe('explain: main-phase moves of a dragonkin', () => {
  it('names the cost that cannot be paid, in English and in Chinese', () => {
    const c = costly('sabil', 'attack');
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: [c], energy: [] });
    expect(choices(m)).not.toContain('play 1');
    expect(why(m, 'play 1')).toBe(`${card(c).name.en} needs ${energyCost(c)} active energy card${energyCost(c) > 1 ? 's' : ''} to pay, you have 0 (rules: costs)`);
    setContentLang('zh');
    expect(why(m, 'play 1')).toBe(`${card(c).name.zh}需要${energyCost(c)}张活动能量卡支付，你只有0张（规则：costs）`);
  });

  it('sends a trap to `set` and an identical copy to the first one', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: ['kougeki', 'higan', 'kougeki'], energy: energy('bara', 'kaikyu', 'gouman', 'shusetsu') });
    expect(why(m, 'play 2')).toBe('Red Spider Lily is a trap: set it face down with set 2; it is used only when you are attacked (rules: traps)');
    expect(why(m, 'play 3')).toBe('identical cards give one move: Crimson Strike is played as play 1 (rules: rulings)');
    expect(why(m, 'set 1')).toBe('Crimson Strike is not a trap; use it with play 1 (rules: traps)');
    expect(why(m, 'play 4')).toBe('hand card number: 4 is not possible now; choose 1'); // the engine's, from the legal moves
  });

  it('allows one attack on turn 1', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    st(m).turn = 1;
    st(m).attacks = 1;
    setSide(m, 0, { hand: ['kougeki'], energy: energy('bara', 'kaikyu', 'gouman', 'shusetsu') });
    expect(why(m, 'play 1')).toBe('the first player may attack only once on turn 1 (rules: setup)');
    setContentLang('zh');
    expect(why(m, 'play 1')).toBe('先攻玩家在第1回合只能攻击一次（规则：setup）');
  });

  it('explains character effects, energy activation and the moves only a magician has', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { heat: [], energy: energy({ card: 'bara', up: false }, { card: 'kougeki', rest: true }) });
    const heat = character('sabil').forms![0]!.skills[0]!.heat;
    expect(why(m, 'skill 1')).toBe(`that character effect costs HEAT ${heat}, you have 0 HEAT (rules: dragonkin)`);
    expect(why(m, 'skill 5')).toBe('no "skill <character effect number>" move is legal now (main phase: your action; moves: "end")');
    // The dig for energy: this turn did not begin short of energy.
    expect(why(m, 'skill 2')).toMatch(/^that character effect is only for a turn you began short of energy .* \(rules: rulings\)$/);
    expect(why(m, 'activate 1')).toBe('a face-down energy card cannot be activated (rules: rulings)');
    expect(why(m, 'activate 2')).toBe('Crimson Strike is rested; only an active energy card can be activated or pay (rules: dragonkin)');
    expect(why(m, 'attack 1')).toBe('only a magician has works; a dragonkin attacks by using an attack card from hand (rules: dragonkin)');
    expect(why(m, 'charge')).toBe('only a magician charges; a dragonkin has no main/charge choice (rules: dragonkin)');
    expect(why(m, 'trap 1')).toBe('traps are revealed only in step 3 of an attack on you (rules: traps)');
  });
});

describe('explain: a magician', () => {
  it('needs an active work to attack, INK to summon and a frameless work for a frame', () => {
    const m = midGame(['aika-red', 'rio-blue']);
    const zeus = card('zeus').cost.ink ?? 0;
    setSide(m, 0, { hand: ['bw'], works: [work('cat', 1, { rest: true })], ink: 0 });
    expect(why(m, 'attack 1')).toBe('Kitty is rested; only an active work attacks or rests (rules: magician)');
    expect(why(m, 'rest 2')).toBe('no "rest <work number>" move is legal now (main phase: your action; moves: "release <work number> / end")');
    expect(why(m, 'activate 1')).toBe('only a dragonkin does that; a magician acts with its works (rules: magician)');
    setSide(m, 0, { hand: ['zeus', 'bw'], works: [work('cat', 1, { frame: 'sharp' })], ink: 0 });
    expect(why(m, 'play 1')).toBe(`Zeus's Purge costs INK ${zeus}, you have 0 INK beside your character (rules: costs)`);
    setSide(m, 0, { ink: 20 });
    expect(why(m, 'play 2')).toBe('Black and White is a frame: it needs one of your works without a frame (rules: magician)');
    setContentLang('zh');
    expect(why(m, 'play 2')).toBe('黑白是框架：需要你场上有未装备框架的作品（规则：magician）');
  });

  it('cannot charge on its first turn, and chooses main or charge before acting later', () => {
    const m = newMatch(['aika-red', 'rio-blue'], 0);
    expect(choices(m)).not.toContain('charge');
    expect(why(m, 'charge')).toBe('a magician cannot charge on its own first turn (rules: magician)');
    const later = midGame(['aika-red', 'rio-blue']);
    st(later).phase = 'choose';
    expect(why(later, 'end')).toBe('first choose main or charge for this turn (rules: magician)');
    st(later).phase = 'main';
    expect(why(later, 'charge')).toBe('main or charge is chosen at the start of the turn, before any action (rules: magician)');
  });
});

describe('explain: during an attack', () => {
  it('in the trap window: an unpayable trap, and main-phase moves wait', () => {
    const trap = costly('kasis', 'trap');
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: ['kougeki'], energy: energy('bara', 'kaikyu', 'gouman', 'shusetsu') });
    setSide(m, 1, { traps: [trap], energy: [] });
    play(m, 'play 1');
    expect(choices(m)).toEqual(['no trap']);
    expect(why(m, 'trap 1')).toBe(`you cannot pay the cost of ${card(trap).name.en} now (rules: traps)`);
    expect(why(m, 'trap 2')).toBe('no "trap <trap number>" move is legal now (you are attacked: reveal a trap?; moves: "no trap")');
    // What the open question takes comes from the legal moves (engine/moves/explain-shape.ts).
    expect(why(m, 'end')).toBe('no "end" move is legal now (you are attacked: reveal a trap?; moves: "no trap")');
    setContentLang('zh');
    expect(why(m, 'trap 1')).toBe(`你现在无法支付${card(trap).name.zh}的费用（规则：traps）`);
  });

  it('a priority target must be attacked first', () => {
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { hand: ['kougeki'], energy: energy('bara', 'kaikyu', 'gouman', 'shusetsu') });
    setSide(m, 1, { works: [work('cat', 1), work('kuro', 2), work('poseidon', 2)] });
    play(m, 'play 1');
    expect(choices(m)).toEqual(['target 2', 'target 3']);
    expect(why(m, 'target 1')).toBe('a priority target must be chosen first (rules: attack)');
    expect(why(m, 'pick 3')).toBe('no "pick <number from the list>" move is legal now (Crimson Strike: choose the work to attack; moves: "target <number from the list>")');
  });

  it('pays only with active energy', () => {
    const c = cardData().cards.find((x) => x.deck === 'sabil' && x.type !== 'trap' && (x.cost.rest ?? 0) > 0 && !x.cost.trash)!.id;
    const n = energyCost(c);
    const active = ['bara', 'kaikyu', 'gouman', 'shusetsu', 'kougeki', 'flamingo'].slice(0, n + 1);
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: [c], energy: [...energy(...active), { card: 'bouchou', up: false, rest: true }] });
    play(m, 'play 1');
    expect(choices(m)[0]).toMatch(/^pay /);
    expect(why(m, `pay ${active.length + 1}`)).toBe('a face-down energy card is rested; only an active energy card can be activated or pay (rules: costs)');
    expect(why(m, `pay ${active.length + 2}`)).toBe(`number from the list: ${active.length + 2} is not possible now; choose 1–${active.length}`);
    expect(why(m, 'pay extra')).toMatch(/^no "pay extra" move is legal now \(.*: rest an active energy card to pay .*; moves: "pay <number from the list>"\)$/);
  });
});

describe('explain: any input', () => {
  it('gives the shape of a move from the move table and nothing for unknown words', () => {
    const m = midGame(['sabil-apra', 'aika-red']);
    expect(why(m, 'play')).toBe('the move is written "play <hand card number>"');
    expect(why(m, 'attack x')).toBe('the move is written "attack <work number>"');
    expect(why(m, 'no')).toBe('the move is written "no trap / no extra"');
    expect(why(m, 'pay')).toBe('the move is written "pay <number from the list> / pay extra"');
    // A number the table reads but that names no card: the legal moves say which numbers there are.
    expect(why(m, 'play 0')).toMatch(/^no "play <hand card number>" move is legal now|^hand card number: 0 is not possible now; choose /);
    setContentLang('zh');
    expect(why(m, 'play')).toBe('着法格式为 "play <手牌编号>"');
    for (const junk of ['', 'xyzzy', 'play 0', 'play -1', 'play 1 2', 'play 99999', 'no', 'no way', 'pay', 'end now', '\u0000', 'trap trap']) {
      expect(() => why(m, junk)).not.toThrow();
    }
    expect(why(m, 'xyzzy')).toBeUndefined();
    expect(why(m, 'no way')).toBe('着法格式为 "no trap / no extra"'); // `no` starts two moves: their shapes are said
  });

  it('never throws in random games, names a real topic, and names only cards the deciding seat can see', () => {
    const pick = randomDecider(seedRng('explain'));
    let explained = 0;
    for (const decks of [['sabil-apra', 'aika-red'], ['rio-blue', 'himeria-rain']] as [string, string][]) {
      const match = startMatch(game, { game: 'eatpaint', version: game.version, players: ['P1', 'P2'], seed: decks.join(), decks, options: {}, orders: {} });
      for (let step = 0; step < 250; step++) {
        const d = decisionOf(match);
        if (d.over) break;
        if (step % 3 === 0) explained += checkExplanations(match, d.seat, d.choices);
        playChoice(match, pick({ game, state: match.state, decision: d, seats: 2 }), d);
      }
    }
    expect(explained).toBeGreaterThan(300);
  });
});

const TOPICS = new Set(RULES.map((t) => t.id));
const TRIES = ['main', 'charge', 'end', 'no trap', 'pay extra', 'no extra', 'trap', 'play x'];
for (const verb of ['play', 'set', 'activate', 'skill', 'attack', 'rest', 'release', 'trap', 'pay', 'pick', 'target']) for (let i = 1; i <= 7; i++) TRIES.push(`${verb} ${i}`);

/** Explain every illegal try; each names a rules topic (or the move's shape) and only cards on the seat's own board. */
function checkExplanations(match: Match, seat: number, legal: string[]): number {
  const names = cardData().cards.map((c) => c.name.en);
  const board = game.render(game.view(match.state, seat));
  const seen = [board.title, ...board.notes.map(cellText), ...board.tables.flatMap((t) => t.rows.flat().map(cellText))].join('\n');
  let n = 0;
  for (const t of TRIES.filter((x) => !legal.includes(x))) {
    const text = game.explain!(match.state, t);
    if (text === undefined) continue;
    n++;
    const topic = /\(rules: (\w+)\)$/.exec(text)?.[1];
    if (topic) expect(TOPICS).toContain(topic);
    else expect(text).toMatch(/^the move is written "|^no ".+" move is legal now \(|^[^:]+: \d+ is not possible now; choose /);
    for (const name of names) if (text.includes(name)) expect(seen).toContain(name);
  }
  return n;
}
