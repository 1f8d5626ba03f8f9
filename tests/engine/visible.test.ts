import fc from 'fast-check';
import { quote } from '../../src/engine/errors.js';
import { escapeJsonControls, hasControls, showControls } from '../../src/engine/visible.js';

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

describe('control characters made visible', () => {
  it('writes C0, DEL and C1 in cat -v notation', () => {
    expect(showControls('Ann\u001b]0;pwned\u0007\u001b[2J')).toBe('Ann^[]0;pwned^G^[[2J');
    expect(showControls('a\u0000b\u007fc\u009b2Jd\u0085')).toBe('a^@b^?cM-^[2JdM-^E');
    expect(showControls('tab\there\nline\rback')).toBe('tab^Ihere^Jline^Mback');
  });

  it('keeps the line breaks and tabs of a message of several lines, never a carriage return', () => {
    expect(showControls('one\n\ttwo\r\u001b[1A', true)).toBe('one\n\ttwo^M^[[1A');
  });

  it('leaves every other character alone, and leaves no control character behind', () => {
    expect(showControls('满月之巫女 — “x” 💥 café')).toBe('满月之巫女 — “x” 💥 café');
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
      const shown = showControls(text);
      return !CONTROL.test(shown) && !hasControls(shown) && (hasControls(text) || shown === text);
    }), { numRuns: 2000 });
  });

  it('quote() shows them too (it used to turn each into "?")', () => {
    expect(quote('pass\u001b[2J')).toBe('"pass^[[2J"');
  });

  it('JSON with C1 controls escaped holds the same data', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.string({ unit: 'binary', maxLength: 50 }), (value, text) => {
      const json = escapeJsonControls(JSON.stringify({ value, text }));
      return !CONTROL.test(json) && JSON.stringify(JSON.parse(json)) === JSON.stringify({ value, text });
    }), { numRuns: 1000 });
  });
});
