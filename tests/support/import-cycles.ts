/**
 * Circles of value imports among the TypeScript files under a folder (issue 43: "no circle of value imports in any
 * game folder"). A file's value imports are its `import`/`export … from` declarations that load the other module at
 * run time: `import type`, `export type` and imports whose every name is `type` do not count (the compiler drops
 * them), nor does a dynamic `import()` (it loads later, not while the module loads).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Whether a declaration loads its module at run time. */
function loadsModule(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return false;
    const clause = node.exportClause;
    return !(clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly));
  }
  const clause = node.importClause;
  if (!clause) return true; // `import './x.js'`: loaded for its effects
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || !bindings.elements.every((e) => e.isTypeOnly);
}

/** The file a relative specifier names (`./x.js` is `x.ts`, a folder its `index.ts`), or undefined. */
function target(from: string, specifier: string, known: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, join(base, 'index.ts')].find((path) => known.has(path));
}

/** Each file's value imports among the files under `root` (absolute paths). */
export function valueImports(root: string): Map<string, string[]> {
  const files = tsFiles(resolve(root));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const deps = new Set<string>();
    for (const node of source.statements) {
      if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) || !node.moduleSpecifier) continue;
      if (!ts.isStringLiteral(node.moduleSpecifier) || !loadsModule(node)) continue;
      const to = target(file, node.moduleSpecifier.text, known);
      if (to) deps.add(to);
    }
    graph.set(file, [...deps].sort());
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan), each as sorted absolute paths. */
function components(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** One shortest circle through the first file of a component: `a.ts -> b.ts -> a.ts`. */
function oneCircle(graph: Map<string, string[]>, component: string[]): string[] {
  const inside = new Set(component);
  const start = component[0]!;
  const from = new Map<string, string>();
  const queue = [start];
  for (let k = 0; k < queue.length; k++) {
    const v = queue[k]!;
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let at: string | undefined = v; at !== undefined && at !== start; at = from.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!from.has(w)) { from.set(w, v); queue.push(w); }
    }
  }
  return component;
}

export interface ImportCircle {
  /** Every file of the strongly connected component, relative to the root's parent (`src/games/...`). */
  files: string[];
  /** One circle among them, written `a.ts -> b.ts -> a.ts`. */
  circle: string;
}

/** The circles of value imports under `root`, files named relative to `base`. */
export function importCircles(root: string, base = dirname(resolve(root))): ImportCircle[] {
  const graph = valueImports(root);
  const name = (path: string) => relative(base, path).split('\\').join('/');
  return components(graph).map((component) => ({
    files: component.map(name),
    circle: oneCircle(graph, component).map(name).join(' -> '),
  }));
}
