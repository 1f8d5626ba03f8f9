/**
 * Issue 43: the engine names no game. A game reaches the engine only through its definition (the registry in
 * src/games/index.ts), so a fifth game never needs an engine edit. The check reads every engine file's code with the
 * TypeScript parser, comments left out (they may cite a game as an example of a rule: "EAT/PAINT's SPD"), and looks
 * for a game's id or name in identifiers and strings.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { GAMES } from '../../src/games/index.js';

const ENGINE = join(__dirname, '..', '..', 'src', 'engine');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The words that would name a game: each registered id and the words of its display name. */
const gameWords = (): RegExp => {
  const words = GAMES.flatMap((game) => [game.id, ...game.name.split(/[^A-Za-z]+/).filter((word) => word.length >= 3)]);
  return new RegExp(`\\b(${[...new Set(words)].join('|')})\\b`, 'i');
};

/** `file:line text` for each identifier or string literal that names a game. */
function namingGames(file: string, pattern: RegExp): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text = ts.isIdentifier(node) || ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) ? node.text : undefined;
    if (text !== undefined && pattern.test(text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${relative(ENGINE, file)}:${line} ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the engine names no game', () => {
  it('has no identifier or string naming a registered game', () => {
    const pattern = gameWords();
    const files = tsFiles(ENGINE);
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => namingGames(file, pattern))).toEqual([]);
  });

  it('would notice one', () => {
    const pattern = gameWords();
    for (const game of GAMES) expect(pattern.test(`const budget = levels['${game.id}'];`)).toBe(true);
    expect(pattern.test('// EAT/PAINT: the higher SPD moves first')).toBe(true); // the parser, not the pattern, drops comments
  });
});
