/**
 * Issue 43: no one-letter field in any game's state or task types. A reader meeting `task.n` must guess whether it
 * counts cards, life cloth or indexes an ability; the name should say it.
 *
 * The check starts at every type each `src/games/<game>/state.ts` declares and follows the types of their fields
 * (unions, arrays, records, `extends`), so the engine's types a state holds (`BaseState`, its `RngState`, events) are
 * checked too. Card data types (`cards/types.ts`) are left out: their fields are the documented names of the data
 * files' op parameters (`"n": 3`), a file format and not state.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..', '..');
const SRC = join(ROOT, 'src');
const GAMES = join(SRC, 'games');

const stateFiles = readdirSync(GAMES).map((game) => join(GAMES, game, 'state.ts')).filter((f) => existsSync(f));

/** Card data (the data files' format), which the check does not enter. */
const isCardData = (file: string) => /[\\/]games[\\/][^\\/]+[\\/]cards[\\/]types\.ts$/.test(file);
const inSrc = (file: string) => !relative(SRC, file).startsWith('..');

/** One-letter fields reachable from the state files' declarations, as `path:line Type.field`. */
function oneLetterFields(): string[] {
  const program = ts.createProgram(stateFiles, { strict: true, noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const seen = new Set<ts.Type>();
  const found = new Set<string>();

  const visit = (type: ts.Type): void => {
    if (seen.has(type)) return;
    seen.add(type);
    if (type.isUnionOrIntersection()) return type.types.forEach(visit);
    if (!(type.flags & ts.TypeFlags.Object)) return;
    // Arrays, tuples, Record, Map: their type arguments and index signatures, not the library's own members.
    if ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) checker.getTypeArguments(type as ts.TypeReference).forEach(visit);
    checker.getIndexInfosOfType(type).forEach((info) => visit(info.type));
    const declared = type.getSymbol()?.declarations?.[0]?.getSourceFile().fileName;
    const aliasFile = type.aliasSymbol?.declarations?.[0]?.getSourceFile().fileName;
    const home = declared ?? aliasFile;
    if (home !== undefined && (!inSrc(home) || isCardData(home))) return;
    for (const prop of checker.getPropertiesOfType(type)) {
      const decl = prop.valueDeclaration ?? prop.declarations?.[0];
      if (decl === undefined) continue;
      const file = decl.getSourceFile().fileName;
      if (!inSrc(file) || isCardData(file)) continue;
      if (prop.name.length === 1) {
        const line = decl.getSourceFile().getLineAndCharacterOfPosition(decl.getStart()).line + 1;
        found.add(`${relative(ROOT, file)}:${line} ${prop.name}`);
      }
      visit(checker.getTypeOfSymbol(prop));
    }
  };

  for (const file of stateFiles) {
    const source = program.getSourceFile(file)!;
    for (const statement of source.statements) {
      if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
        visit(checker.getTypeAtLocation(statement.name));
      }
    }
  }
  return [...found].sort();
}

describe('state and task types', () => {
  it('are found for every game', () => {
    expect(stateFiles.map((f) => relative(GAMES, f)).sort()).toEqual(
      ['eatpaint/state.ts', 'midrash/state.ts', 'pad/state.ts', 'wixoss/state.ts'],
    );
  });

  it('have no one-letter field', () => {
    expect(oneLetterFields()).toEqual([]);
  });
});
