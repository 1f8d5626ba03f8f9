/**
 * Jest's order (failed first, then longest first by the times of the last run), with a guess for a file it has no
 * time for: jest would run those first, by file size, and the invariant suites are small files that play for a
 * long time. Without a cache (CI, a fresh checkout) they then started last and one of them ran alone at the end.
 * The guess puts the files that play many random games first.
 */
const Sequencer = require('@jest/test-sequencer').default;

/** Files that play many random games: their running time has nothing to do with their size. */
const PLAYS_MANY_GAMES = /invariants|transcripts|soak|random/;
/** Files that spawn the CLI: each process costs its start-up, so they take longer than their size says. */
const SPAWNS = /[\\/]tests[\\/](cli|protocol)[\\/]/;

class LongestFirst extends Sequencer {
  time(test) {
    const known = super.time(test);
    if (known !== undefined) return known;
    // In milliseconds, like jest's times: a minute for a random-game suite, else about 1 ms per 20 bytes (per 2
    // bytes for a file that spawns the CLI).
    if (PLAYS_MANY_GAMES.test(test.path)) return 60_000;
    return (test.context.hasteFS.getSize(test.path) ?? 0) / (SPAWNS.test(test.path) ? 2 : 20);
  }
}

module.exports = LongestFirst;
