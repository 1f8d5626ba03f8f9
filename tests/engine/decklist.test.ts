import { CardIndex, editDistance } from '../../src/engine/card-index.js';
import { deckToLine, parseDeckLines, parseDeckText } from '../../src/engine/decklist.js';

describe('deck list format', () => {
  it('reads counts, names, sections and comments', () => {
    const text = '# my deck\n[lrig]\n1 Tama\n[main]\n4x WD01-017\n4 Servant O # guard\n2× Get Bible\n';
    expect(parseDeckText(text, ['lrig', 'main'])).toEqual([
      { count: 1, name: 'Tama', section: 'lrig', line: 3 },
      { count: 4, name: 'WD01-017', section: 'main', line: 5 },
      { count: 4, name: 'Servant O', section: 'main', line: 6 },
      { count: 2, name: 'Get Bible', section: 'main', line: 7 },
    ]);
  });

  it('puts entries before any header into the first section', () => {
    expect(parseDeckText('3 Foo', ['deck', 'team'])[0]!.section).toBe('deck');
  });

  it('lists every malformed line with its number', () => {
    const { problems } = parseDeckLines('four Servant\n[side]\n0 Foo\n4 Ok\n120 Bar', ['main']);
    expect(problems).toEqual([
      { line: 1, message: expect.stringMatching(/expected "COUNT NAME"/) },
      { line: 2, message: expect.stringMatching(/unknown section \[side\]/) },
      { line: 3, message: 'count must be 1-99, got 0' },
      { line: 5, message: 'count must be 1-99, got 120' },
    ]);
    expect(() => parseDeckText('four Servant', ['main'], 'my.txt')).toThrow('my.txt:1: expected');
  });

  it('round-trips through the one-line log form', () => {
    const line = deckToLine({ lrig: ['A', 'B'], main: ['C', 'C', 'D'] });
    expect(line).toBe('[lrig]; 1 A; 1 B; [main]; 2 C; 1 D');
    expect(parseDeckText(line, ['lrig', 'main']).map((e) => [e.section, e.count, e.name])).toEqual([
      ['lrig', 1, 'A'], ['lrig', 1, 'B'], ['main', 2, 'C'], ['main', 1, 'D'],
    ]);
  });
});

describe('card names', () => {
  const index = new CardIndex([
    { id: 'WD01-017', names: ['Servant O', 'サーバント　Ｏ', '侍从 O'] },
    { id: 'WD01-015', names: ['Get Bible', 'ゲット・バイブル'] },
  ]);

  it('finds cards by id or any name, ignoring case and width', () => {
    expect(index.find('wd01-017')?.id).toBe('WD01-017');
    expect(index.find('servant o')?.id).toBe('WD01-017');
    expect(index.find('サーバント O')?.id).toBe('WD01-017');
    expect(index.find('侍从 o')?.id).toBe('WD01-017');
    expect(index.find('ゲット バイブル')?.id).toBe('WD01-015');
    expect(index.find('Servant Q')).toBeUndefined();
  });

  it('suggests the closest name for a typo', () => {
    expect(index.unknownMessage('Servnt O')).toBe('unknown card "Servnt O" (did you mean "Servant O"?)');
    expect(index.unknownMessage('Dragon')).toBe('unknown card "Dragon"');
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
