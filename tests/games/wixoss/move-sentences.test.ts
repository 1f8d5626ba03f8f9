/**
 * Each WIXOSS move that uses a card says what it does, in our own card wording (data/wixoss text.en / text.zh, read by
 * effect-text.ts): `arts`, `spell`, `act` (the text of THAT activated ability, cost included), `burst`. A card hidden
 * from a seat stays hidden: the other seat reads neither its name nor its text.
 */
import { withContentLang } from '../../../src/engine/i18n.js';
import { game } from '../../../src/games/wixoss/index.js';
import { allCards } from '../../../src/games/wixoss/cards/db.js';
import { ACTIVATED, BURST } from '../../../src/games/wixoss/effect-text.js';
import { scenario, st, CARD } from './helpers.js';

const UMR4 = 'WD08-001'; // two activated abilities: a once-per-turn mill, and "down this LRIG: put 1 SIGNI from your trash onto your field"
const VOYNI = 'WD08-015'; // SIGNI: one activated ability and a Life Burst
const RELIC = 'WD08-009'; // an activated ability used from the trash

describe('WIXOSS card text: one marked sentence per ability', () => {
  it('every card has as many activated sentences as activated abilities, and a Burst sentence when it has a Life Burst (en and zh)', () => {
    const wrong: string[] = [];
    for (const card of allCards()) {
      for (const lang of ['en', 'zh'] as const) {
        const lines = card.text[lang];
        const acts = lines.filter((l) => ACTIVATED.test(l)).length;
        const bursts = lines.filter((l) => BURST.test(l)).length;
        if (acts !== card.acts.length) wrong.push(`${card.id} ${lang}: ${acts} activated sentences for ${card.acts.length} abilities`);
        if (bursts !== (card.effects?.burst ? 1 : 0)) wrong.push(`${card.id} ${lang}: ${bursts} Burst sentences`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('WIXOSS move sentences', () => {
  it('act lrig 1 and act lrig 2 each tell their own ability, cost included', () => {
    const m = scenario({ p1: { lrig: [UMR4] } });
    expect(game.describe(m.state, 'act lrig')).toBe('Umr=Fyra, Wielder of the Key of Chaos: once per turn, no cost: put your top 3 cards into your trash.');
    expect(game.describe(m.state, 'act lrig 2')).toBe('Umr=Fyra, Wielder of the Key of Chaos: down this LRIG: put 1 SIGNI from your trash onto your field.');
    withContentLang('zh', () => {
      expect(game.describe(m.state, 'act lrig')).toBe('混沌之键主 乌姆尔=FYRA：每回合1次，无费用：将卡组顶3张放入废弃区。');
      expect(game.describe(m.state, 'act lrig 2')).toBe('混沌之键主 乌姆尔=FYRA：横置此分身：将废弃区1只精灵放到场上。');
    });
  });

  it('act on a SIGNI names its zone and its ability; act trash its card', () => {
    const m = scenario({ p1: { signi: [null, VOYNI, null], trash: [RELIC] } });
    expect(game.describe(m.state, 'act 2')).toBe('Code Anti Voyni (SIGNI zone 2): down this SIGNI: put your top 3 cards into your trash. If all 3 were <Ancient Weapon> SIGNI, draw 1.');
    expect(game.describe(m.state, 'act trash 1')).toMatch(/ \(trash card 1\): only while this card is in your trash, pay \[Black\]\[Black\]\[Colorless\]: 1 opposing SIGNI gets -8000/);
    withContentLang('zh', () => {
      expect(game.describe(m.state, 'act 2')).toBe('古代兵器 伏尼契手稿（精灵区2）：横置此精灵：将卡组顶3张放入废弃区。若这3张都是<古代兵器>精灵，抽1张。');
    });
  });

  it('arts and spell tell the card\'s effect to the mover only', () => {
    const m = scenario({ p1: { lrigDeck: [CARD.rococo], hand: [CARD.firePillar] } });
    expect(game.describe(m.state, 'arts 1')).toBe('Rococo Boundary: Send up to 2 opposing SIGNI back to their owner\'s hand.');
    expect(game.describe(m.state, 'spell 1')).toBe('Roaring Fire Pillar: Banish 1 opposing SIGNI with power 5000 or less.');
    withContentLang('zh', () => {
      expect(game.describe(m.state, 'arts 1')).toBe('洛可可界线：让对方至多2只精灵回到手牌。');
      expect(game.describe(m.state, 'spell 1')).toMatch(/：驱逐对方1只力量5000以下的精灵。$/);
    });
    for (const viewer of [1, null]) {
      expect(game.describe(m.state, 'arts 1', viewer)).toBe('Use the ARTS LRIG deck card 1');
      expect(game.describe(m.state, 'spell 1', viewer)).toBe('Use the spell card 1');
      expect(game.describe(m.state, 'arts 1', viewer)).not.toMatch(/Rococo|Send/);
      expect(game.describe(m.state, 'spell 1', viewer)).not.toMatch(/Pillar|Banish/);
    }
  });

  it('burst names the crushed card and what its Life Burst does', () => {
    const m = scenario({ p1: { hand: [CARD.jetting] } });
    const s = st(m);
    s.tasks.push({ kind: 'burst', seat: 0, inst: s.players[0]!.hand[0]! });
    expect(game.describe(m.state, 'burst', 0)).toBe('Use the Life Burst of Jetting Knowledge: ener charge 1.');
    withContentLang('zh', () => expect(game.describe(m.state, 'burst', 0)).toMatch(/^使用.+的生命爆发：能量填充1。$/));
  });

  it('two copies of a card in the ener zone, or two waiting abilities of one card, read apart', () => {
    const m = scenario({ p1: { ener: [CARD.servantD, CARD.servantD] } });
    expect(game.describe(m.state, 'pay 1', 0)).toBe('Pay with Servant D (ener card 1)');
    expect(game.describe(m.state, 'pay 2', 0)).toBe('Pay with Servant D (ener card 2)');
    withContentLang('zh', () => expect(game.describe(m.state, 'pay 2', 0)).toMatch(/^用能量区第2张.+支付$/));
    const s = st(m);
    const servant = s.players[0]!.ener[0]!;
    s.tasks.push({ kind: 'order', seat: 0, items: [{ seat: 0, src: servant, key: 'trigger', abilityIndex: 0 }, { seat: 0, src: servant, key: 'trigger', abilityIndex: 0 }] });
    expect(game.describe(m.state, 'resolve 2', 0)).toBe('Resolve the ability of Servant D (waiting ability 2) first');
    withContentLang('zh', () => expect(game.describe(m.state, 'resolve 2', 0)).toMatch(/（待结算的第2个）$/));
  });
});
