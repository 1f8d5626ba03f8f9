/** Tables and padding measure terminal columns: CJK and full-width text take two (issue 8). */
import { Chalk } from 'chalk';
import { makeColors } from '../../src/cli/ui/colors.js';
import { renderBoard, renderTable } from '../../src/cli/ui/tables.js';
import { displayWidth, padEndDisplay, padStartDisplay, truncateDisplay } from '../../src/cli/ui/width.js';
import { wrapText as wrapDisplay } from '../../src/cli/ui/wrap.js';

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
    const text = renderTable(colors, head, rows.map((r) => [r[0]!, { text: r[1]!, style: 'bold' as const }, r[2]!]));
    expect(text).toMatch(/\u001b\[/);
    sameWidth(text);
  });

  it('renders a board of the older table shape with CJK labels lined up', () => {
    const text = renderBoard(plain, {
      title: '局面',
      tables: [{ title: '玩家一', rows: [['手牌', '5 张'], ['LRIG', '玉依姬']] }],
      notes: ['轮到 P1'],
    });
    expect(text.split('\n')).toEqual(['局面', '玩家一', '  手牌  5 张', '  LRIG  玉依姬', '轮到 P1']);
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
  it('a board line too long for the terminal wraps whole items under its first, nothing lost', async () => {
    const colors = await makeColors({ color: false });
    const board = {
      title: 'Board', viewer: 0, tables: [], notes: [],
      sections: [{ role: 'seat' as const, seat: 0, name: 'Ann', lines: [{ label: 'SIGNI', items: ['1 Servant O L1 2000', '2 Bronda, Natural Stone L2 7000 (down)', '3 -'] }] }],
    };
    const at30 = renderBoard(colors, board, 30).split('\n');
    expect(at30).toEqual(['Board', '▶ You (Ann)', '  SIGNI 1 Servant O L1 2000', '    2 Bronda, Natural Stone L2', '    7000 (down) · 3 -']);
    for (const line of at30) expect(displayWidth(line)).toBeLessThanOrEqual(30);
    expect(renderBoard(colors, board, 200).split('\n')[2]).toBe('  SIGNI  1 Servant O L1 2000 · 2 Bronda, Natural Stone L2 7000 (down) · 3 -');
  });

  it('a long Chinese card text wraps between characters within the terminal', async () => {
    const colors = await makeColors({ color: false });
    const effect = '起动：转珠阶段达成4 combo以上时，重置你1只暗属性怪兽。然后抽1张卡，并把1张手牌放入转珠区。'.repeat(2);
    const board = { title: 'PAD', viewer: 0, tables: [], notes: [], sections: [{ role: 'hand' as const, seat: 0, lines: [{ label: '手牌', items: ['1 德朗小丑 暗', effect] }] }] };
    for (const width of [60, 100]) {
      const lines = renderBoard(colors, board, width).split('\n');
      for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(width);
      expect(lines.join('').replace(/\s|·/g, '')).toContain(effect.replace(/\s/g, ''));
      expect(lines.some((l) => /^\s*[，。、）]/.test(l))).toBe(false);
    }
  });
});
