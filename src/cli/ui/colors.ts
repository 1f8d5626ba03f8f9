/**
 * One colour instance for the whole run. chalk ignores NO_COLOR, so the decision is made here:
 * NO_COLOR or --no-color switch colour off; otherwise FORCE_COLOR decides, else whether stdout is a terminal.
 */
import type { ChalkInstance } from 'chalk';
import type { Cell, Style } from '../../engine/board.js';

export type Colors = ChalkInstance;

type Level = 0 | 1 | 2 | 3;

export function colorLevel(options: { color?: boolean; stream?: NodeJS.WriteStream } = {}): Level {
  const env = process.env;
  if (options.color === false || (env.NO_COLOR !== undefined && env.NO_COLOR !== '')) return 0;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') {
    const forced = Number(env.FORCE_COLOR);
    return (Number.isInteger(forced) && forced >= 0 && forced <= 3 ? forced : 1) as Level;
  }
  return (options.stream ?? process.stdout).isTTY ? 2 : 0;
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

export async function makeColors(options: { color?: boolean; stream?: NodeJS.WriteStream } = {}): Promise<Colors> {
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
