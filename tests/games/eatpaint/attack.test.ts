import { choices, energy, midGame, play, seatToDecide, setSide, side, st, work } from './helpers.js';

describe('attack', () => {
  describe('damage calculation', () => {
    it('power above defense: the defender loses the difference and an active dragonkin becomes rested', () => {
      const m = midGame(['sabil-apra', 'himeria-kasis']);
      setSide(m, 0, { hand: ['shusetsu'], energy: energy('bara') });
      setSide(m, 1, { life: 10, rest: false, form: 1 });
      play(m, 'play 1');
      // Power 3 against half-dragon Himeria active 3: equal, no life lost, but she becomes rested.
      expect(side(m, 1).life).toBe(10);
      expect(side(m, 1).rest).toBe(true);
      setSide(m, 0, { hand: ['shusetsu'], energy: energy('bara') });
      play(m, 'play 1');
      // Now rested: defense 2, power 3 deals 1.
      expect(side(m, 1).life).toBe(9);
      expect(side(m, 1).rest).toBe(true);
    });

    it('power below defense: the attacker loses the difference, the defender stays active', () => {
      const m = midGame(['sabil-apra', 'himeria-kasis']);
      setSide(m, 0, { hand: ['kougeki'], life: 10 });
      setSide(m, 1, { life: 10, rest: false, form: 2 });
      play(m, 'play 1');
      expect(side(m, 0).life).toBe(8);
      expect(side(m, 1).life).toBe(10);
      expect(side(m, 1).rest).toBe(false);
    });

    it('an attacked work is trashed when power reaches its defense, even without damage', () => {
      const m = midGame(['sabil-apra', 'aika-red']);
      setSide(m, 0, { hand: ['kougeki'] });
      // Power 2 against Kitty's active defense 2.
      setSide(m, 1, { life: 10, works: [work('cat', 1)], inkDiscard: 0 });
      play(m, 'play 1');
      expect(side(m, 1).works).toEqual([]);
      expect(side(m, 1).trash).toEqual(['cat']);
      expect(side(m, 1).inkDiscard).toBe(1);
      expect(side(m, 1).life).toBe(10);
    });

    it('a work uses its rest defense when rested, and excess power is lost as life by its owner', () => {
      const m = midGame(['sabil-apra', 'aika-red']);
      setSide(m, 0, { hand: ['shusetsu'], energy: energy('bara') });
      setSide(m, 1, { life: 10, works: [work('leol', 2, { rest: true })] });
      play(m, 'play 1');
      // Power 3 against Leol's rest defense 2 (active 3).
      expect(side(m, 1).life).toBe(9);
      expect(side(m, 1).works).toEqual([]);
    });

    it('a magician without works is attacked with defense 0 and nothing else happens', () => {
      const m = midGame(['aika-red', 'rio-blue']);
      setSide(m, 0, { works: [work('demeck', 3)] });
      setSide(m, 1, { life: 10, works: [] });
      play(m, 'attack 1');
      // 3 INK + Demeck's on-attack +1.
      expect(side(m, 1).life).toBe(6);
      expect(side(m, 0).works[0]!.rest).toBe(true);
    });

    it('a work attacks a dragonkin with its INK as power', () => {
      const m = midGame(['rio-blue', 'sabil-apra']);
      setSide(m, 0, { works: [work('gaia', 4)] });
      setSide(m, 1, { life: 10, rest: false });
      play(m, 'attack 1');
      expect(side(m, 1).life).toBe(8);
      expect(side(m, 1).rest).toBe(true);
    });

    it('power never drops below 0', () => {
      const m = midGame(['sabil-apra', 'himeria-kasis']);
      setSide(m, 0, { hand: ['kougeki'], life: 10 });
      setSide(m, 1, { traps: ['higan'], life: 10, form: 0, rest: true, energy: energy('kon') });
      st(m).attack = null;
      side(m, 0).boost = 0;
      play(m, 'play 1');
      st(m).attack!.delta = -1;
      play(m, 'trap 1');
      // Power 2 - 1 - 2 floors at 0 (not -1) against rested human defense 1: the attacker loses 1, then Red Spider Lily's 1.
      expect(side(m, 0).life).toBe(8);
      const m2 = midGame(['rio-blue', 'rio-blue']);
      setSide(m2, 0, { works: [work('gaia', 1)], life: 10 });
      setSide(m2, 1, { works: [], traps: ['alarm'], life: 10 });
      play(m2, 'attack 1', 'trap 1');
      // Power 1 - 2 floors at 0 against the magician's 0: equal, no damage either way.
      expect(side(m2, 0).life).toBe(10);
      expect(side(m2, 1).life).toBe(10);
    });
  });

  describe('targets', () => {
    it("priority targets must be attacked before the magician's other works", () => {
      const m = midGame(['sabil-apra', 'rio-blue']);
      setSide(m, 0, { hand: ['kougeki'] });
      setSide(m, 1, { works: [work('gaia', 2), work('poseidon', 2), work('nike', 3), work('poseidon', 3)] });
      play(m, 'play 1');
      expect(seatToDecide(m)).toBe(0);
      expect(choices(m)).toEqual(['target 2', 'target 4']);
      play(m, 'target 4');
      // Power 2 against Poseidon's active defense 3: the attacker loses 1.
      expect(side(m, 0).life).toBe(st(m).startLife - 1);
    });

    it('with no priority target the attacker picks any work; the magician itself cannot be attacked while it has works', () => {
      const m = midGame(['sabil-apra', 'aika-red']);
      setSide(m, 0, { hand: ['kougeki'] });
      setSide(m, 1, { works: [work('cat', 1), work('leol', 2)], life: 10 });
      play(m, 'play 1');
      expect(choices(m)).toEqual(['target 1', 'target 2']);
      play(m, 'target 1');
      // Power 2 against Kitty's defense 2: trashed without damage.
      expect(side(m, 1).works.map((w) => w.card)).toEqual(['leol']);
      expect(side(m, 1).life).toBe(10);
    });

    it('priority targets also bind trap effects', () => {
      const m = midGame(['aika-blue', 'aika-blue']);
      setSide(m, 0, { works: [work('cat', 3), work('kuro', 3), work('leol', 2)] });
      setSide(m, 1, { works: [], traps: ['liner'], ink: 2, life: 10 });
      play(m, 'attack 1', 'trap 1');
      // After damage, Liner trashes a card of the attacker's field: only Kuro (priority) may be chosen.
      expect(side(m, 0).works.map((w) => w.card)).toEqual(['cat', 'leol']);
    });
  });

  describe('traps', () => {
    it('the defender is asked only during an attack, after on-attack effects and before damage', () => {
      const m = midGame(['sabil-apra', 'himeria-kasis']);
      setSide(m, 0, { hand: ['meteor'], energy: energy('bara', 'kaikyu'), trash: ['meteor'] });
      setSide(m, 1, { traps: ['asatsuyu'], life: 10, rest: false });
      play(m, 'play 1', 'pay 2');
      expect(side(m, 0).trash).toEqual(['meteor', 'kaikyu']);
      // Meteor Shower: power 1 + 1 per Meteor in trash (1) = 2, the trap window opens for seat 2.
      expect(seatToDecide(m)).toBe(1);
      expect(st(m).attack!.delta).toBe(1);
      expect(choices(m)).toEqual(['trap 1', 'no trap']);
      play(m, 'trap 1');
      // +2 defense: 2 + 2 = 4 against power 2, the attacker loses 2.
      expect(side(m, 0).life).toBe(st(m).startLife - 2);
      expect(side(m, 1).heat).toEqual(['asatsuyu']);
      expect(side(m, 1).traps).toEqual([]);
    });

    it('the defender pays the trap cost; an origin trap then goes face down, rested, to the energy zone', () => {
      const m = midGame(['sabil-apra', 'sabil-apra']);
      setSide(m, 0, { hand: ['shusetsu'], energy: energy('bara'), life: 10 });
      setSide(m, 1, { traps: ['bouchou'], energy: energy('bara'), life: 10, rest: false });
      play(m, 'play 1', 'trap 1');
      expect(side(m, 1).energy).toEqual([{ card: 'bara', up: true, rest: true }, { card: 'bouchou', up: false, rest: true }]);
      // 3 against 2 deals 1; after damage Swelling Love costs the attacker 2.
      expect(side(m, 1).life).toBe(9);
      expect(side(m, 0).life).toBe(8);
    });

    it('an unpayable trap is not offered but the question is still asked', () => {
      const m = midGame(['sabil-apra', 'sabil-apra']);
      setSide(m, 0, { hand: ['kougeki'] });
      setSide(m, 1, { traps: ['bouchou'], energy: [] });
      play(m, 'play 1');
      expect(choices(m)).toEqual(['no trap']);
      play(m, 'no trap');
      expect(side(m, 1).traps).toEqual(['bouchou']);
    });

    it("trap after-damage effects come after the attacker's after-damage effects", () => {
      const m = midGame(['rio-yellow', 'himeria-rain']);
      setSide(m, 0, { life: 10 });
      // Himeria attacks Rio with Golden Swing (draw if it dealt damage); Rio's Mud +3 is not enough.
      st(m).active = 1;
      setSide(m, 1, { hand: ['kinichi'], deckTop: ['reimei'], life: 10 });
      setSide(m, 0, { traps: ['mud'], works: [] });
      play(m, 'play 1', 'trap 1');
      // Power 2 vs 0 + 3: no damage dealt, so no draw.
      expect(side(m, 1).hand).toEqual([]);
      expect(side(m, 0).life).toBe(10);
    });

    it('the attack after effect that depends on dealing damage resolves when damage is dealt', () => {
      const m = midGame(['himeria-rain', 'aika-red']);
      setSide(m, 0, { hand: ['kinichi'], deckTop: ['reimei'] });
      setSide(m, 1, { works: [], life: 10 });
      play(m, 'play 1');
      expect(side(m, 1).life).toBe(8);
      expect(side(m, 0).hand).toEqual(['reimei']);
      expect(side(m, 0).energy).toEqual([{ card: 'kinichi', up: true, rest: true }]);
    });

    it('Cold Star: before damage -1 power, after damage draw 1 for the defender', () => {
      const m = midGame(['sabil-apra', 'himeria-rain']);
      setSide(m, 0, { hand: ['kougeki'], life: 10 });
      setSide(m, 1, { traps: ['kansei'], deckTop: ['kon'], hand: [], rest: true });
      play(m, 'play 1', 'trap 1');
      // 2 - 1 = 1 against rested human defense 1: equal.
      expect(side(m, 1).life).toBe(10);
      expect(side(m, 1).hand).toEqual(['kon']);
      expect(side(m, 1).energy).toEqual([{ card: 'kansei', up: false, rest: true }]);
    });

    it('Thunder Roar and Zeus\'s Purge attacks cannot be answered by traps', () => {
      const m = midGame(['sabil-rain', 'himeria-kasis']);
      setSide(m, 0, { hand: ['raigou'], energy: energy('kon', 'kon') });
      setSide(m, 1, { traps: ['asatsuyu'], life: 10, rest: false });
      play(m, 'play 1');
      expect(st(m).attack).toBeNull();
      expect(side(m, 1).life).toBe(9);
      const m2 = midGame(['rio-blue', 'aika-blue']);
      setSide(m2, 0, { works: [work('zeus', 5)] });
      setSide(m2, 1, { traps: ['alarm'], works: [], life: 10 });
      play(m2, 'attack 1');
      expect(side(m2, 1).life).toBe(5);
      expect(side(m2, 1).traps).toEqual(['alarm']);
    });

    it('a magician trap costs INK and goes to the trash', () => {
      const m = midGame(['sabil-apra', 'aika-blue']);
      setSide(m, 0, { hand: ['shusetsu'], energy: energy('bara'), life: 10 });
      setSide(m, 1, { traps: ['counter'], ink: 2, inkDiscard: 0, works: [], life: 10 });
      play(m, 'play 1', 'trap 1');
      expect(side(m, 1).ink).toBe(1);
      expect(side(m, 1).inkDiscard).toBe(1);
      expect(side(m, 1).trash).toEqual(['counter']);
      expect(side(m, 1).life).toBe(7);
      expect(side(m, 0).life).toBe(8);
    });
  });
});
