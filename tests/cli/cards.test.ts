/** `cardref cards`: `--where` by a value's words, `--search` by the words players use, labels that read naturally. */
import { cardref } from '../support/cli.js';

type Row = { id: string; fields: Record<string, string | number> };
const ids = (args: string[]) => (JSON.parse(cardref(['cards', ...args, '--json']).stdout).cards as Row[]).map((c) => c.id);

describe('cardref cards wixoss', () => {
  it('--where matches a word of a value: type=ARTS finds the ARTS of every timing', () => {
    const arts = ids(['wixoss', '--where', 'type=ARTS']);
    expect(arts).toEqual(expect.arrayContaining(['WD01-006', 'WD01-008']));
    // Every ARTS of the data: 15 in the starters WD01-WD05, the rest from the boosters and later starters.
    const starters = arts.filter((id) => /^WD0[1-5]-/.test(id));
    expect(starters).toHaveLength(15);
    expect(arts.length).toBeGreaterThan(starters.length);
    expect(ids(['wixoss', '--where', 'type=arts (attack)'])).toContain('WD01-008');
    const white = ids(['wixoss', '--where', 'type=ARTS', '--where', 'color=white']);
    expect(white.filter((id) => /^WD0[1-5]-/.test(id))).toEqual(['WD01-006', 'WD01-007', 'WD01-008']);
    expect(white.every((id) => arts.includes(id))).toBe(true);
    // Whole words only: "ART" is not a word of "ARTS (main)".
    expect(ids(['wixoss', '--where', 'type=ART'])).toEqual([]);
  });

  it('--search knows the keywords: life burst, burst, guard, multi ener, in any case or spacing', () => {
    const bursts = ids(['wixoss', '--search', 'life burst']);
    expect(bursts.length).toBeGreaterThanOrEqual(20);
    expect(ids(['wixoss', '--search', 'LifeBurst'])).toEqual(bursts);
    expect(ids(['wixoss', '--search', 'burst'])).toEqual(expect.arrayContaining(bursts));
    const guards = ids(['wixoss', '--search', 'guard']);
    expect(guards).toContain('WD01-017');
    expect(ids(['wixoss', '--search', 'multi ener'])).toContain('WD01-017');
    expect(ids(['wixoss', '--search', '生命爆发'])).toEqual(bursts);
  });

  it('shows the limiting condition of ARTS like that of SIGNI, and labels that read naturally', () => {
    const rows = JSON.parse(cardref(['cards', 'wixoss', '--json']).stdout).cards as Row[];
    const field = (id: string, key: string) => rows.find((r) => r.id === id)!.fields[key];
    expect(field('WD01-006', 'lrig')).toBe('Tama only'); // Rococo Boundary, an ARTS
    expect(field('WD01-009', 'lrig')).toBe('Tama only'); // Romail, a SIGNI
    expect(field('WD01-001', 'stats')).toBe('limit 11');
    expect(field('WD01-009', 'stats')).toBe('power 12000');
    const text = cardref(['cards', 'wixoss', '--search', 'WD01-00']).stdout;
    expect(text).toMatch(/^ {2}type LRIG · colour white · level 4 · limit 11 · Tama · cost 3 white to grow$/m);
    expect(text).toMatch(/^ {2}type ARTS \(main\) · colour white · level 0 · Tama only · cost 3 white \+ 2 colorless$/m);
    expect(text).not.toMatch(/power \/ limit/);
  });
});
