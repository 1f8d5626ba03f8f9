/** Op parameters (issue 15): card and calamity ops are checked against the parameters their handlers read. */
import { readDataJson } from '../../../src/engine/data-files.js';
import { UserError } from '../../../src/engine/errors.js';
import { randomDecider } from '../../../src/engine/deciders.js';
import { seedRng } from '../../../src/engine/rng.js';
import { selfPlay } from '../../../src/engine/selfplay.js';
import { game } from '../../../src/games/midrash/index.js';
import { CALAMITY_OP_PARAMS, OP_PARAMS, parseCatalogue } from '../../../src/games/midrash/cards/load.js';
import { OPS } from '../../../src/games/midrash/rules/effects.js';
import { CALAMITY_OPS } from '../../../src/games/midrash/rules/solo.js';
import { recordOpReads, undeclaredReads } from '../../support/op-reads.js';
import { header } from './helpers.js';

type Raw = { grimoire: { id: string; effects: { ops: Record<string, unknown>[] }[] }[]; calamities: { id: string; ops: Record<string, unknown>[] }[] };

/** The shipped data with `edit` applied; the loader's error message (or '' when it loads). */
function problemsAfter(edit: (raw: Raw) => void): string {
  const raw = JSON.parse(JSON.stringify(readDataJson('midrash', 'cards.json'))) as Raw;
  edit(raw);
  try {
    parseCatalogue(raw, 'bad.json');
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as Error).message;
  }
  return '';
}

const grimoire = (raw: Raw, id: string) => raw.grimoire.findIndex((g) => g.id === id);

describe('Midrash op parameters', () => {
  it('the shipped data loads', () => {
    expect(problemsAfter(() => undefined)).toBe('');
  });

  it('refuses a misspelt parameter, naming the field path and the known ones', () => {
    let at = -1;
    const message = problemsAfter((raw) => {
      at = grimoire(raw, 'hila');
      raw.grimoire[at]!.effects[0]!.ops[0] = { op: 'wasteOther', maxWisdon: 1 };
    });
    expect(message).toContain(`grimoire[${at}].effects[0].ops[0].maxWisdon: unknown parameter of op wasteOther (known: maxWisdom)`);
  });

  it('refuses a value of the wrong type', () => {
    let at = -1;
    const message = problemsAfter((raw) => {
      at = grimoire(raw, 'ornias');
      raw.grimoire[at]!.effects[0]!.ops[0]!.n = 'one';
      raw.calamities[0]!.ops[0]!.n = 12;
    });
    expect(message).toContain(`grimoire[${at}].effects[0].ops[0].n: must be a whole number 1..9, not "one"`);
    expect(message).toContain('calamities[0].ops[0].n: must be a whole number 1..9, not 12');
  });

  it('refuses an op without a parameter its handler needs, and a parameter of an op that takes none', () => {
    const message = problemsAfter((raw) => {
      delete raw.calamities[0]!.ops[0]!.n;
      raw.calamities[1]!.ops[0]!.n = 1;
    });
    expect(message).toContain('calamities[0].ops[0].n: op magicDown needs "n" (a whole number 1..9)');
    expect(message).toContain('calamities[1].ops[0].n: unknown parameter of op drought (it takes none)');
  });

  it('its card and calamity handlers read only declared parameters over random games, solo ones included', () => {
    const cards = recordOpReads(OPS);
    const calamities = recordOpReads(CALAMITY_OPS);
    try {
      for (let i = 0; i < 40; i++) selfPlay(game, header(1 + (i % 3), `op-reads-${i}`), [randomDecider(seedRng(`op-reads-${i}`))]);
    } finally {
      cards.restore();
      calamities.restore();
    }
    expect(undeclaredReads(cards.reads, OP_PARAMS)).toEqual([]);
    expect(undeclaredReads(calamities.reads, CALAMITY_OP_PARAMS)).toEqual([]);
    // The games exercised a good part of both libraries, so the checks above are not vacuous.
    expect(cards.reads.size).toBeGreaterThan(8);
    expect(calamities.reads.size).toBeGreaterThan(4);
  });
});
