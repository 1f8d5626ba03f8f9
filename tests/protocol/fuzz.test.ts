/**
 * The protocol fuzz (scripts/protocol-fuzz.mjs, on the built code): a few thousand hostile requests all get
 * responses that fit their schema, the server keeps serving, and no seat's answer changes when what it cannot see
 * is resampled. `npm run fuzz` runs 10,000.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../support/cli.js';

it('survives 3,000 hostile requests with clean answers', () => {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/protocol-fuzz.mjs'), '--requests', '3000', '--seed', '7', '--json'], { encoding: 'utf8', timeout: 120_000 });
  expect(run.stderr).toBe('');
  const summary = JSON.parse(run.stdout);
  expect(summary.problems).toEqual([]);
  expect(run.status).toBe(0);
  expect(summary.requests).toBe(3000);
  // The run must have reached the interesting places: errors of many kinds, games played to the end, seats compared.
  expect(summary.errors).toBeGreaterThan(1500);
  expect(summary.finished).toBeGreaterThan(0);
  expect(summary.compared).toBeGreaterThan(300);
}, 120_000);
