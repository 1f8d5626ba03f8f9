/** Card data ships as JSON under `data/<game>/`, so players can correct or add cards without touching code. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from './errors.js';
import { packageRoot } from './package-root.js';

export function dataFilePath(game: string, file: string): string {
  return join(packageRoot, 'data', game, file);
}

/** Read and parse one data file; a syntax error names the file (validation of the shape is the game's job). */
export function readDataJson(game: string, file: string): unknown {
  const path = dataFilePath(game, file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UserError(`card data file ${path} is missing or unreadable`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UserError(`card data file ${path} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Small schema helper for data validation: errors carry the field path (`cards[12].power`). */
export class DataErrors {
  readonly problems: string[] = [];
  constructor(readonly file: string) {}

  add(path: string, message: string): void {
    this.problems.push(`${path}: ${message}`);
  }

  throwIfAny(): void {
    if (this.problems.length > 0) {
      const shown = this.problems.slice(0, 10).join('\n  ');
      const more = this.problems.length > 10 ? `\n  … and ${this.problems.length - 10} more` : '';
      throw new UserError(`card data ${this.file} is invalid:\n  ${shown}${more}`);
    }
  }
}
