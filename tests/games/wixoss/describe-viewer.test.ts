/** A mulligan names the card set aside to its owner only: the other seat reads "hand card N". */
import { decisionOf, startMatch } from '../../../src/engine/match.js';
import { game } from '../../../src/games/wixoss/index.js';
import { cardName } from '../../../src/games/wixoss/table/names.js';

describe('mulligan descriptions', () => {
  it('name the card for its owner and for the mover, never for the opponent', () => {
    const m = startMatch(game, { game: 'wixoss', version: game.version, players: ['P1', 'P2'], seed: '31', decks: ['white-hope', 'red-ambition'], options: {}, orders: {} });
    const d = decisionOf(m) as { seat: number; choices: string[] };
    expect(d.choices).toContain('mulligan 1');
    const card = cardName(m.state, m.state.players[d.seat].hand[0]);
    expect(game.describe(m.state, 'mulligan 1')).toBe(`Set ${card} (hand card 1) aside to shuffle back in the mulligan`);
    expect(game.describe(m.state, 'mulligan 1', d.seat)).toContain(card);
    expect(game.describe(m.state, 'mulligan 1', 1 - d.seat)).toBe('Set hand card 1 aside to shuffle back in the mulligan');
    expect(game.describe(m.state, 'mulligan 1', null)).not.toContain(card);
  });
});
