/**
 * One colour instance for the whole run. NO_COLOR or --no-color switch colour off; otherwise Node's own terminal
 * colour depth decides (tty's getColorDepth: FORCE_COLOR, NODE_DISABLE_COLORS, TERM=dumb, the terminal's depth),
 * and output that is not a terminal gets colour only when FORCE_COLOR asks for it.
 */
import { createRequire } from 'node:module';
import type { ChalkInstance } from 'chalk';
import type { Cell, Style } from '../../engine/board.js';

export type Colors = ChalkInstance;

type Level = 0 | 1 | 2 | 3;

interface ColorOptions {
  color?: boolean;
  stream?: { isTTY?: boolean };
  env?: NodeJS.ProcessEnv;
}

export function colorLevel(options: ColorOptions = {}): Level {
  const env = options.env ?? process.env;
  // Node counts an empty NO_COLOR as set, and FORCE_COLOR above NO_COLOR; the NO_COLOR convention says otherwise.
  if (options.color === false || (env.NO_COLOR !== undefined && env.NO_COLOR !== '')) return 0;
  const forced = env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '';
  if (!forced && !(options.stream ?? process.stdout).isTTY) return 0;
  // node:tty is loaded only here: piped and scripted runs (most cold starts) never need it.
  const { WriteStream } = createRequire(import.meta.url)('node:tty') as typeof import('node:tty');
  const depth = WriteStream.prototype.getColorDepth({ ...env, NO_COLOR: undefined, ...(forced ? {} : { FORCE_COLOR: undefined }) });
  return depth >= 24 ? 3 : depth >= 8 ? 2 : depth >= 4 ? 1 : 0;
}

/**
 * Without colour every style is the identity, at any depth of chaining (`colors.bold.underline(text)`); this
 * spares piped and scripted runs from loading chalk at all.
 */
function plainColors(): Colors {
  const identity: unknown = new Proxy(function plain(text: unknown) { return String(text); }, {
    // Not a promise ("then") and no symbol protocols: only style names chain.
    get: (_target, key) => (key === 'level' ? 0 : key === 'then' || typeof key === 'symbol' ? undefined : identity),
    apply: (_target, _this, [text]: unknown[]) => String(text ?? ''),
  });
  return identity as Colors;
}

export async function makeColors(options: ColorOptions = {}): Promise<Colors> {
  const level = colorLevel(options);
  if (level === 0) return plainColors();
  const { Chalk } = await import('chalk');
  return new Chalk({ level });
}

/**
 * Colours that read on light and dark terminal backgrounds alike: no bright white and no bright yellow (`yellow` is
 * the normal one; a game that means "white" uses `bold`, the terminal's own text colour), and `gray` rather than
 * black, which vanishes on a dark background.
 */
const STYLES: Record<Style, (c: Colors) => (text: string) => string> = {
  seat1: (c) => c.cyan, seat2: (c) => c.magenta, seat3: (c) => c.yellow, seat4: (c) => c.green,
  red: (c) => c.red, blue: (c) => c.blue, green: (c) => c.green, yellow: (c) => c.yellow,
  magenta: (c) => c.magenta, cyan: (c) => c.cyan, gray: (c) => c.gray,
  bold: (c) => c.bold, dim: (c) => c.dim, good: (c) => c.green, bad: (c) => c.red, hidden: (c) => c.dim,
};

export function paint(colors: Colors, cell: Cell): string {
  if (typeof cell === 'string') return cell;
  const styles = cell.style === undefined ? [] : Array.isArray(cell.style) ? cell.style : [cell.style];
  return styles.reduce((text, style) => (STYLES[style] ? STYLES[style](colors)(text) : text), cell.text);
}
