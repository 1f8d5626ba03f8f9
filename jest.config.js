/** Jest runs the TypeScript sources through swc; types are checked separately by `tsc --noEmit`. */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  // swc, and our code's built-ins bound as module variables (a global read in jest's vm context is slow): see the file.
  transform: { '^.+\\.(t|j)sx?$': '<rootDir>/tests/support/transform.cjs' },
  // Everything else is transformed (our ES-module dependencies must become CommonJS for jest), but not the
  // TypeScript compiler the architecture tests load: it is CommonJS already, and its 9 MB took swc about 8 s on
  // every fresh clone (CI has no transform cache) for nothing.
  transformIgnorePatterns: ['/node_modules/typescript/'],
  moduleNameMapper: {
    '^.*/package-root(\\.js)?$': '<rootDir>/tests/support/package-root.cjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFiles: ['<rootDir>/tests/setup-env.cjs'],
  // CLI tests spawn real processes; on a busy 2-core machine a few seconds is not a hang.
  testTimeout: 30_000,
  // Both cores: most of the time a CLI test waits on the process it spawned (jest's default here would be one).
  maxWorkers: 2,
  // The longest files first even without the times of a last run (CI): see the file.
  testSequencer: '<rootDir>/tests/support/sequencer.cjs',
};
