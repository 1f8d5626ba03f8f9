/** Tables and padding measure terminal columns: CJK and full-width text take two (issue 8). */
import { Chalk } from 'chalk';
import { makeColors } from '../../src/cli/ui/colors.js';
import { renderBoard, renderTable } from '../../src/cli/ui/tables.js';
import { displayWidth, padEndDisplay, padStartDisplay, truncateDisplay, wrapDisplay } from '../../src/cli/ui/width.js';

let plain: Awaited<ReturnType<typeof makeColors>>;
beforeAll(async () => {
  plain = await makeColors({ color: false });
});
const sameWidth = (text: string) => expect(new Set(text.split('\n').map(displayWidth)).size).toBe(1);

describe('CJK tables', () => {
  const head = ['编号', '名称', 'type'];
  const rows = [
    ['WD01-001', '满月之巫女 玉依姬', 'LRIG'],
    ['WD01-017', 'Servant O', 'SIGNI'],
    ['WD02-001', '満月の巫女　タマヨリヒメ', 'ＬＲＩＧ'],
    ['x', '', '侍从'],
  ];

  it('every line of a table has the same display width', () => {
    sameWidth(renderTable(plain, head, rows));
    sameWidth(renderTable(plain, undefined, rows, false));
  });

  it('stays aligned when columns must wrap to fit', () => {
    const long = [...rows, ['WD03-009', '这是一段很长很长的中文效果文本，用来测试在窄终端中换行以后表格是否仍然对齐。', 'ARTS']];
    const text = renderTable(plain, head, long, true, 60);
    sameWidth(text);
    expect(Math.max(...text.split('\n').map(displayWidth))).toBeLessThanOrEqual(60);
  });

  it('aligns with colour on as well (colour codes take no room)', () => {
    const colors = new Chalk({ level: 2 }); // the test setup sets NO_COLOR, which makeColors honours
    const text = renderTable(colors, head, rows.map((r) => [r[0]!, { text: r[1]!, style: 'white' as const }, r[2]!]));
    expect(text).toMatch(/\u001b\[/);
    sameWidth(text);
  });

  it('renders a board with CJK titles and cells aligned', () => {
    const text = renderBoard(plain, {
      title: '局面',
      tables: [{ title: '玩家一', head: ['区域', '卡牌'], rows: [['手牌', '5 张'], ['LRIG', '玉依姬']] }],
      notes: ['轮到 P1'],
    });
    const table = text.split('\n').filter((l) => /^[┌│├└]/.test(l)).join('\n');
    sameWidth(table);
  });

  it('measures a cell that lists several things by its widest line, so it stays a table', () => {
    const energy = ['1. Golden Swing [active]', '2. Quiet Netherworld [rest]', '3. Quiet Netherworld [active]', '4. Ginkgo [active]'].join('\n');
    const board = { title: 'EAT/PAINT', tables: [{ title: 'P1', rows: [['Life', '4 / 10'], ['Energy', energy]] }], notes: [] };
    const text = renderBoard(plain, board, 60);
    expect(text).toContain('┌');
    sameWidth(text.split('\n').filter((l) => /^[┌│├└]/.test(l)).join('\n'));
    // Too narrow for the table: the compact layout lines the later items up under the first.
    const compact = renderBoard(plain, board, 30);
    expect(compact).not.toContain('┌');
    expect(compact).toContain('  Energy: 1. Golden Swing [active]\n          2. Quiet Netherworld [rest]');
  });
});

describe('padding by display width', () => {
  it('pads and truncates by columns, not UTF-16 units', () => {
    expect(displayWidth(padEndDisplay('玉依姬', 10))).toBe(10);
    expect(padEndDisplay('keep', 6)).toBe('keep  ');
    expect(displayWidth(padStartDisplay('１２', 6))).toBe(6);
    expect(padEndDisplay('太长了的文字', 4)).toBe('太长了的文字');
    expect(truncateDisplay('white-hope', 22)).toBe('white-hope');
    const cut = truncateDisplay('满月之巫女玉依姬满月之巫女玉依姬', 11);
    expect(cut.endsWith('…')).toBe(true);
    expect(displayWidth(cut)).toBeLessThanOrEqual(11);
  });

  it('wraps Chinese between characters and English at spaces', () => {
    const zh = wrapDisplay('每个座位的机器人，用逗号分隔（random、greedy、mcts）（默认："random"）', 30);
    for (const line of zh.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(30);
    expect(zh.split('\n').some((l) => /^[，。、）]/.test(l))).toBe(false);
    expect(wrapDisplay('bot per seat, comma separated', 14)).toBe('bot per seat,\ncomma\nseparated');
  });
});

describe('narrow terminals', () => {
  it('a board table too wide for the terminal becomes one line per row, nothing lost', async () => {
    const colors = await makeColors({ color: false });
    const board = {
      title: 'Board',
      tables: [
        { title: 'you', rows: [['SIGNI', '1: Servant O L1 2000  |  2: Bronda, Natural Stone L2 7000 (down)  |  3: -']] },
        { title: 'hand', head: ['#', 'card', 'power'], rows: [['1', 'Caliburn, Greatsword', '10000']] },
      ],
      notes: [],
    };
    const narrow = renderBoard(colors, board, 60);
    expect(narrow).toContain('  SIGNI: 1: Servant O L1 2000  |  2: Bronda, Natural Stone L2 7000 (down)  |  3: -');
    expect(narrow).toContain('┌'); // the hand table still fits and stays a table
    expect(narrow).toContain('Caliburn, Greatsword');
    const tiny = renderBoard(colors, board, 30);
    expect(tiny).toContain('  1. card: Caliburn, Greatsword · power: 10000');
    expect(tiny).not.toContain('┌');
    const wide = renderBoard(colors, board, 200);
    expect(wide.split('\n').filter((l) => l.startsWith('┌'))).toHaveLength(2);
  });

  it('on a terminal of normal width a long text column wraps inside the table; narrower, the compact layout', async () => {
    const colors = await makeColors({ color: false });
    const effect = '起动：转珠阶段达成4 combo以上时，重置你1只暗属性怪兽。然后抽1张卡，并把1张手牌放入转珠区。'.repeat(2);
    const board = { title: 'PAD', tables: [{ title: '你的手牌', head: ['#', '卡', '属性', '效果'], rows: [['1', '德朗小丑', '暗', effect]] }], notes: [] };
    const at100 = renderBoard(colors, board, 100);
    expect(at100).toContain('┌');
    for (const line of at100.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(100);
    sameWidth(at100.split('\n').filter((l) => /^[┌│├└]/.test(l)).join('\n'));
    expect(renderBoard(colors, board, 60)).not.toContain('┌');
  });
});
