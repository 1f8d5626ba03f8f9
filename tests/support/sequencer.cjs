/**
 * Jest's order (failed first, then longest first by the times of the last run), with a guess for a file it has no
 * time for: jest would run those first, by file size, and the invariant suites are small files that play for a
 * long time. Without a cache (CI, a fresh checkout) they then started last and one of them ran alone at the end.
 * The guess puts the files that play many random games first.
 */
const Sequencer = require('@jest/test-sequencer').default;

/** Files that play many random games: their running time has nothing to do with their size. */
const PLAYS_MANY_GAMES = /invariants|transcripts|soak|random/;

class LongestFirst extends Sequencer {
  time(test) {
    const known = super.time(test);
    if (known !== undefined) return known;
    // In milliseconds, like jest's times: a minute for a random-game suite, else about 1 ms per 20 bytes.
    return PLAYS_MANY_GAMES.test(test.path) ? 60_000 : (test.context.hasteFS.getSize(test.path) ?? 0) / 20;
  }
}

module.exports = LongestFirst;
