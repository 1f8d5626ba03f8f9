/** Numbered choice texts and reading them back without splitting: the same answers as the plain string methods. */
import { choiceText, firstWord, numberedText, TextTable } from '../../src/engine/choice-text.js';

describe('choice texts', () => {
  it('a numbered text is built once and is the same string each time', () => {
    expect(choiceText('play', 3)).toBe('play 3');
    expect(choiceText('play', 3)).toBe(choiceText('play', 3));
    expect(choiceText(choiceText('summon', 3), 2)).toBe('summon 3 2');
  });

  it('text tables build each text once and return the same string afterwards', () => {
    let built = 0;
    const table = new TextTable((a, b) => { built++; return `use ${a + 1} ${b}`; });
    expect(table.get(2, 1)).toBe('use 3 1');
    expect(table.get(2, 1)).toBe('use 3 1');
    expect(table.get(0)).toBe('use 1 0');
    expect(built).toBe(2);
  });

  it('a numbered pattern puts its numbers at the # marks, and a one-number pattern ignores the second', () => {
    expect(numberedText('drop # to #', 3, 2)).toBe('drop 3 to 2');
    expect(numberedText('drop # to #', 3, 2)).toBe(numberedText('drop # to #', 3, 2));
    expect(numberedText('attack #', 4)).toBe('attack 4');
    expect(numberedText('guard # #', 1, 5)).toBe('guard 1 5');
  });

  it('the first word reads like split(" ")', () => {
    const texts = ['play 3', 'pay 12', 'trap 007', 'end', 'rest 2 9', 'x ', 'x  4', 'pick wd01-013', 'set +2', 'set 1e1', 'attack 123456789'];
    for (const text of texts) expect(firstWord(text)).toBe(text.split(' ')[0]);
  });
});
