/**
 * One colour instance for the whole run. chalk ignores NO_COLOR, so the decision is made here:
 * NO_COLOR or --no-color switch colour off; otherwise FORCE_COLOR decides, else whether stdout is a terminal.
 */
import { Chalk, type ChalkInstance } from 'chalk';
import type { Cell, Style } from '../../engine/board.js';

export type Colors = ChalkInstance;

export function makeColors(options: { color?: boolean; stream?: NodeJS.WriteStream } = {}): Colors {
  const env = process.env;
  if (options.color === false || (env.NO_COLOR !== undefined && env.NO_COLOR !== '')) return new Chalk({ level: 0 });
  if (env.FORCE_COLOR !== undefined) {
    const forced = Number(env.FORCE_COLOR);
    return new Chalk({ level: (Number.isInteger(forced) && forced >= 0 && forced <= 3 ? forced : 1) as 0 | 1 | 2 | 3 });
  }
  return new Chalk({ level: (options.stream ?? process.stdout).isTTY ? 2 : 0 });
}

const STYLES: Record<Style, (c: Colors) => (text: string) => string> = {
  seat1: (c) => c.cyan, seat2: (c) => c.magenta, seat3: (c) => c.yellow, seat4: (c) => c.green,
  white: (c) => c.whiteBright, red: (c) => c.red, blue: (c) => c.blueBright, green: (c) => c.green,
  black: (c) => c.gray, yellow: (c) => c.yellow, colorless: (c) => c.dim,
  fire: (c) => c.red, water: (c) => c.blueBright, wood: (c) => c.green, light: (c) => c.yellow,
  dark: (c) => c.magenta, heal: (c) => c.magentaBright,
  bold: (c) => c.bold, dim: (c) => c.dim, good: (c) => c.green, bad: (c) => c.red, hidden: (c) => c.dim,
};

export function paint(colors: Colors, cell: Cell): string {
  if (typeof cell === 'string') return cell;
  const styles = cell.style === undefined ? [] : Array.isArray(cell.style) ? cell.style : [cell.style];
  return styles.reduce((text, style) => (STYLES[style] ? STYLES[style](colors)(text) : text), cell.text);
}
