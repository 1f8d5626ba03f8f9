/**
 * Jest's transform: @swc/jest, then the code (ours and the ES-module packages jest transforms too) wrapped so that
 * the built-in objects it names (`Math`, `Array`, `Map`...) are module variables instead of globals. Jest runs each
 * test file in a `vm` context, where every read of a global goes through the context's interceptor: about 0.4 µs a
 * read in Node 20, against a few nanoseconds outside, which made the game code several times slower under jest
 * than in `npm run bench`. The names bound are the language's own objects, the same ones the globals hold, and none
 * that jest replaces (timers, `Date`, `console`, `process`); the code's own declarations sit in an inner function,
 * so they may reuse a name without a clash.
 */
const { createTransformer } = require('@swc/jest');

const swc = createTransformer({ jsc: { target: 'es2022' }, module: { type: 'commonjs' } });
const BUILT_INS = [
  'Object', 'Array', 'Math', 'JSON', 'Number', 'String', 'Boolean', 'Symbol', 'BigInt', 'Map', 'Set', 'WeakMap', 'WeakSet',
  'Reflect', 'Error', 'TypeError', 'RangeError', 'SyntaxError', 'RegExp', 'Uint8Array', 'Uint32Array', 'Int32Array',
  'Float64Array', 'parseInt', 'parseFloat', 'isNaN', 'isFinite', 'encodeURIComponent', 'decodeURIComponent', 'structuredClone',
];
// One line, so line numbers (stack traces, the source map) stay those of swc's output.
const OPEN = `const {${BUILT_INS.join(', ')}} = globalThis; (function () {`;
const CLOSE = '\n}).call(this);';
const MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;

function wrap(code) {
  const map = code.match(MAP_COMMENT);
  const body = map ? code.slice(0, map.index) : code;
  return `${OPEN}${body}${CLOSE}${map ? map[0] : ''}`;
}

module.exports = {
  canInstrument: swc.canInstrument,
  process(src, filename, options) {
    const out = swc.process(src, filename, options);
    return { ...out, code: wrap(out.code) };
  },
  getCacheKey(src, filename, ...rest) {
    return `${swc.getCacheKey(src, filename, ...rest)}-wrapped-all`;
  },
};
