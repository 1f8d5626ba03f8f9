// Snapshots and rendered output must not depend on the terminal running the tests.
process.env.FORCE_COLOR = '0';
process.env.NO_COLOR = '1';
// An autosaved game (play at a terminal without --log) goes to the state folder: a fresh one per test file,
// never the real home of whoever runs the tests.
{
  const { mkdtempSync } = require('node:fs');
  const { tmpdir } = require('node:os');
  const { join } = require('node:path');
  process.env.XDG_STATE_HOME = mkdtempSync(join(tmpdir(), 'cardref-state-'));
  // The same for the cache folder (the kept `--help`, src/cli/help-cache.ts).
  process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'cardref-cache-'));
}
