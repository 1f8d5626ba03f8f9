/** The shape half of `explain` (engine/moves/explain-shape.ts): the same answers for every game, around its rule reasons. */
import { withContentLang } from '../../src/engine/i18n.js';
import { explainMove, type Asked } from '../../src/engine/moves/explain-shape.js';
import { numberArg, wordArg } from '../../src/engine/moves/kinds.js';
import { declareMoves, verbOf } from '../../src/engine/moves/table.js';

const verb = verbOf<null>();
const TOY = declareMoves({
  play: verb({ notation: 'play <card> <slot>', args: { card: numberArg(() => 'card'), slot: numberArg(() => 'slot') }, topic: 'play', describe: () => 'play' }),
  name: verb({ notation: 'name <kind>', args: { kind: wordArg(() => 'kind') }, topic: 'names', describe: () => 'name' }),
  pass: verb({ notation: 'pass', args: {}, topic: 'turn', describe: () => 'pass' }),
  end: verb({ notation: 'end', args: {}, topic: 'turn', describe: () => 'end' }),
});
const asked: Asked = { prompt: 'your turn', choices: ['play 1 1', 'play 1 2', 'play 1 3', 'play 2 5', 'name golem', 'name altar', 'pass'] };
/** No rule reason at all: what the engine says alone. */
const shape = (text: string) => explainMove(TOY, asked, text, () => undefined);

describe('explainMove', () => {
  it('answers a wrong shape with the usage line, and says nothing of an unknown word', () => {
    expect(shape('play 1')).toBe('the move is written "play <card> <slot>"');
    expect(shape('fold')).toBeUndefined();
  });

  it('gives the game\'s rule reason first; a rule that throws is no reason', () => {
    expect(explainMove(TOY, asked, 'play 2 2', () => 'it costs too much (rules: play)')).toBe('it costs too much (rules: play)');
    expect(explainMove(TOY, asked, 'play 9 2', () => { throw new Error('no card 9'); })).toBe('card: 9 is not possible now; choose 1–2');
  });

  it('says what is asked and the forms it takes when no legal move has the verb', () => {
    expect(shape('end')).toBe('no "end" move is legal now (your turn; moves: "play <card> <slot> / name <kind> / pass")');
    expect(withContentLang('zh', () => shape('end'))).toBe('现在没有合法的 "end" 着法（your turn；可用："play <card> <slot> / name <kind> / pass"）');
  });

  it('names the values the legal moves have where the typed one is none of them, numbers in runs', () => {
    expect(shape('play 3 1')).toBe('card: 3 is not possible now; choose 1–2');
    expect(shape('play 1 4')).toBe('slot: 4 is not possible now; choose 1–3, 5');
    expect(shape('name dragon')).toBe('kind: dragon is not possible now; choose golem, altar');
    expect(shape('name \u001b[2j')).toBe('kind: ^[[2j is not possible now; choose golem, altar'); // typed text: controls made visible
    expect(withContentLang('zh', () => shape('play 1 4'))).toBe('slot：现在不能选 4，可选 1–3, 5');
    // Each number is among the legal ones, only not together: nothing more to say than "illegal".
    expect(shape('play 2 1')).toBeUndefined();
  });
});
