/**
 * npm 11 blocks the install scripts of dependencies unless `allowScripts` in package.json names them, and warns at
 * every install about each one it does not name. Every package with an install script in the lock file must be
 * decided there, so a new user's `npm install` prints no such warning.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './support/cli.js';

const json = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

describe('install scripts', () => {
  it('every dependency with an install script is allowed or denied in package.json', () => {
    const lock = json('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript === true)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    const decided = Object.keys((json('package.json') as { allowScripts?: Record<string, boolean> }).allowScripts ?? {});
    expect(withScripts.filter((name) => !decided.includes(name))).toEqual([]);
  });
});
