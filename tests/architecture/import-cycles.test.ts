/**
 * Issue 43: no circle of value imports in any folder of src/ (a circle makes load order matter and a folder that
 * cannot be read bottom-up). `import type` does not count. Every circle found is listed with one path round it.
 */
import { join } from 'node:path';
import { importCircles, valueImports, type ImportCircle } from '../support/import-cycles.js';

const SRC = join(__dirname, '..', '..', 'src');

const listed = (circles: ImportCircle[]) => circles.map((c) => `${c.files.length} files: ${c.circle}`).join('\n');

describe('value imports', () => {
  const circles = importCircles(SRC);

  it('form no circle in any folder of src/', () => {
    expect(listed(circles)).toBe('');
  });
});

/** WIXOSS's layers (docs/architecture.md): `table/` below `rules/` and the ops; no rule step imports an op. */
describe('WIXOSS layers', () => {
  const wixoss = join(SRC, 'games', 'wixoss');
  const graph = valueImports(wixoss);
  const name = (path: string) => path.slice(wixoss.length + 1);
  const edges = [...graph].flatMap(([from, tos]) => tos.map((to) => `${name(from)} -> ${name(to)}`));
  const isOp = (file: string) => /^cards\/op(s|-library)\b/.test(file);

  it('table/ imports neither rules/, the ops nor the move table', () => {
    expect(edges.filter((e) => e.startsWith('table/') && /-> (rules\/|cards\/op|moves\.ts)/.test(e))).toEqual([]);
  });

  it('no file of rules/ but the wiring (tasks.ts, flow.ts) imports an op', () => {
    const wiring = ['rules/tasks.ts', 'rules/flow.ts'];
    expect(edges.filter((e) => {
      const [from, to] = e.split(' -> ') as [string, string];
      return from.startsWith('rules/') && !wiring.includes(from) && isOp(to);
    })).toEqual([]);
  });
});
