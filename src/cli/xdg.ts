/**
 * cardref's folders under the XDG base directories: an absolute `$XDG_…_HOME` only (the XDG spec ignores a relative
 * one), else the spec's default under the home folder. Kept free of other imports: the cold start reads the cache.
 */
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

function xdgDir(variable: string, fallback: string[], env: NodeJS.ProcessEnv): string {
  const xdg = env[variable];
  return join(xdg && isAbsolute(xdg) ? xdg : join(env.HOME || homedir(), ...fallback), 'cardref');
}

/** `$XDG_STATE_HOME/cardref`, else `~/.local/state/cardref`: autosaved games. */
export function stateDir(env: NodeJS.ProcessEnv = process.env): string {
  return xdgDir('XDG_STATE_HOME', ['.local', 'state'], env);
}

/** `$XDG_CACHE_HOME/cardref`, else `~/.cache/cardref`: what cardref can always make again (the rendered help). */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return xdgDir('XDG_CACHE_HOME', ['.cache'], env);
}
