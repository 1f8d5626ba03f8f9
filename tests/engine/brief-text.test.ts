/** A card's effect text shortened for a move's sentence (engine/brief-text.ts): whole sentences, else a cut with "…". */
import { briefText } from '../../src/engine/brief-text.js';

describe('briefText', () => {
  it('keeps whole sentences while they fit, else cuts at a word, in columns (a CJK character takes two)', () => {
    expect(briefText('One. Two.', 10)).toBe('One. Two.');
    expect(briefText('One. Two. Three.', 10)).toBe('One. Two. …');
    expect(briefText('a long first sentence with no end in sight', 20)).toBe('a long first…');
    expect(briefText('一二三。四五六。', 10)).toBe('一二三。…');
    // A quoted sentence ends after its closing quote; a number's point ends none.
    expect(briefText('Your LRIG gets: "When it attacks, draw 1." Then draw 1.', 45)).toBe('Your LRIG gets: "When it attacks, draw 1." …');
    expect(briefText('Gets +1.5 power. Then draw 1.', 20)).toBe('Gets +1.5 power. …');
  });
});
