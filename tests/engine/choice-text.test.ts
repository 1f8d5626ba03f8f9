/** Numbered choice texts and reading them back without splitting: the same answers as the plain string methods. */
import { choiceText, firstWord, secondNumber } from '../../src/engine/choice-text.js';

describe('choice texts', () => {
  it('a numbered text is built once and is the same string each time', () => {
    expect(choiceText('play', 3)).toBe('play 3');
    expect(choiceText('play', 3)).toBe(choiceText('play', 3));
    expect(choiceText(choiceText('summon', 3), 2)).toBe('summon 3 2');
  });

  it('the first word and the second number read like split(" ")', () => {
    const texts = ['play 3', 'pay 12', 'trap 007', 'end', 'rest 2 9', 'x ', 'x  4', 'pick wd01-013', 'set +2', 'set 1e1', 'attack 123456789'];
    for (const text of texts) {
      expect(firstWord(text)).toBe(text.split(' ')[0]);
      expect(secondNumber(text)).toBe(Number(text.split(' ')[1]));
    }
  });
});
