import { CardIndex, SUGGESTION_LIMIT } from '../../src/engine/card-index.js';
import { deckToLine, parseDeckLines, parseDeckText, rememberBuilds, type DeckEntry } from '../../src/engine/decklist.js';
import { withContentLang } from '../../src/engine/i18n.js';

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

  it('puts entries before any header into the first section, marked as unheaded', () => {
    expect(parseDeckText('3 Foo', ['deck', 'team'])[0]).toEqual({ count: 3, name: 'Foo', section: 'deck', line: 1, unheaded: true });
    expect(parseDeckText('[team]\n3 Foo', ['deck', 'team'])[0]).toEqual({ count: 3, name: 'Foo', section: 'team', line: 2 });
  });

  it('goes on after a malformed line or an unknown section, leaving out only the lines it cannot place', () => {
    const { entries, problems } = parseDeckLines('[main]\nthree Blue Dragon\n0 Red Dragon\n4 Ok\n[side]\n4 Hidden\n[lrig]\n1 Tama', ['main', 'lrig']);
    expect(problems.map((p) => p.line)).toEqual([2, 3, 5]);
    expect(entries.map((e) => [e.line, e.section, e.name])).toEqual([[4, 'main', 'Ok'], [8, 'lrig', 'Tama']]);
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
  });

  it('ignores spaces of any width and full-width letters (NFKC)', () => {
    expect(index.find('サーバントO')?.id).toBe('WD01-017');
    expect(index.find('サーバント\u2003Ｏ')?.id).toBe('WD01-017');
    expect(index.find('ServantO')?.id).toBe('WD01-017');
    expect(index.find('ゲットバイブル')?.id).toBe('WD01-015');
  });

  it('suggests only cards that fit where the name was written', () => {
    const pad = new CardIndex([
      { id: 'c1', names: ['Tyran'], base: false },
      { id: 'c2', names: ['Tyrra'], base: true },
    ]);
    // "Tyra" is part of "Tyran", which would win, but a team holds base monsters only.
    expect(pad.suggest('Tyra')).toBe('Tyran');
    expect(pad.suggest('Tyra', (c) => c.base)).toBe('Tyrra');
    expect(pad.suggest('Tyran', (c) => !c.base && c.id === 'none')).toBeUndefined();
  });

  it('stops suggesting after the first names of a deck', () => {
    const unknown = index.unknownNames(2);
    expect(unknown('Servnt O')).toMatch(/did you mean/);
    expect(unknown('Servnt O')).toMatch(/did you mean/);
    expect(unknown('Servnt O')).toBe('unknown card "Servnt O"');
    expect(SUGGESTION_LIMIT).toBe(100);
  });
});

describe('remembered deck builds', () => {
  const entries = parseDeckText('[main]\n2 Ink\n1 Rain\n', ['main']);
  const counting = () => {
    const calls: DeckEntry[][] = [];
    const build = (list: DeckEntry[], options: Record<string, string>) => {
      calls.push(list);
      return { deck: list.map((e) => `${e.count} ${e.name}${options.rules ?? ''}`), problems: [], summary: [`${list.length} lines`] };
    };
    return { calls, build };
  };

  it('builds a deck list once per options and language, and hands out copies', () => {
    const { calls, build } = counting();
    const remembered = rememberBuilds(build, (deck: string[]) => [...deck]);
    const first = remembered(entries, {});
    first.deck!.push('changed');
    first.summary.push('changed');
    expect(remembered(entries, {})).toEqual({ deck: ['2 Ink', '1 Rain'], problems: [], summary: ['2 lines'] });
    expect(calls).toHaveLength(1);
    expect(remembered(entries, { rules: 'modern' }).deck).toEqual(['2 Inkmodern', '1 Rainmodern']);
    withContentLang('zh', () => remembered(entries, {}));
    expect(calls).toHaveLength(3);
  });

  it('starts afresh when its scope changes', () => {
    const { calls, build } = counting();
    let scope = {};
    const remembered = rememberBuilds(build, (deck: string[]) => [...deck], () => scope);
    remembered(entries, {});
    remembered(entries, {});
    scope = {};
    remembered(entries, {});
    expect(calls).toHaveLength(2);
  });
});
