/** `cardref rules eatpaint [topic]`: our own short reference of the rules and of the rulings we made. */
import type { RulesTopic } from '../../engine/game.js';

const RULINGS: string[] = [
  'The higher SPD always goes first. On an SPD tie a seeded coin flip decides, and a `first:` header may stand for it; a log whose `first:` names the slower character is a bad log, and `play --first` naming it is ignored with a warning.',
  'Taking a move back at the table: revealing your own trap shows you nothing you did not know, so it does not stop `undo`; what the trap then shows you (a draw, say) does.',
  "Aika's work list sums to 16 in the seed; we use Kitty 4, Kuro 2, Living Breath 3, Leol 3, Demeck 3. Rio's five works are 3 each.",
  "The red ink deck's 7th kind is Black and White (黑白); the garbled Apra attack is named Crimson Strike (红之击).",
  'HEAT is face down and nobody looks at it; a HEAT cost trashes the most recently placed HEAT cards.',
  'Face-down energy cards (used origin traps, cards put there from the deck) stay hidden from both players.',
  'An origin card in the energy zone can be activated only if it is face up, active and has a use effect (effect cards without one cannot); activating an attack card is an attack.',
  'Life gained never goes above the starting life.',
  'A "weaken" effect against a dragonkin rests that many of its active energy cards instead of removing INK.',
  'If the attacking or the attacked work leaves the field before damage, no damage is calculated.',
  'Trap defense bonuses also apply to an attacked magician character (its base defense is 0).',
  'Priority targets bind attacks and trap effects; methods, on-summon effects and character effects may choose any work.',
  'A work put onto the field by a frame takes its INK from the INK discard (1 for Monochrome, 2 for Black and White) and enters active; with an empty INK discard nothing comes back.',
  'The defender is asked about traps whenever one is set, even if none is payable, so the question itself reveals nothing.',
  'The dragonkin mirror draw counts turns in which nobody drew any card (by the end-phase draw or by an effect).',
  'A magician draws in prep on every turn, including the first player\'s first turn; a magician cannot charge on its own first turn.',
  'Drawing up to Hand from a deck that runs out loses the game at the first missing card.',
  'An effect that cannot be followed still resolves as far as it can (a pick with nothing to pick does nothing).',
  'The game ends at once when a life reaches 0 or a draw fails, even in the middle of an attack or an effect.',
  "Zeus's Purge: the 6 works in the trash are counted without the Zeus's Purge being put onto the field.",
  'A frame is equipped first; its on-equip effect resolves afterwards. End-of-turn effects of several works resolve in field order.',
  'Effects that make energy active (Amber Wind) cannot choose cards that could be activated, so no loop of activations exists.',
  'Identical cards give identical moves, so only the first copy in a list is offered.',
  'Short of energy (designed, issue 13): a dragonkin whose turn begins with no trap in hand and every card in it costing more than all its energy cards would, with a full Hand, never draw or play again. Every form therefore has a HEAT 0 character effect, usable only in such a turn and while it lasts: put the top card of the deck into the energy zone face down and active. It can be used again while still short (a hand of [rest] 2 cards digs twice); trashing energy in the middle of a turn does not make it usable.',
  'Paying a cost and every other pick is the player\'s choice: it happens without a question only when every way to make it takes the same cards by kind (all candidates must be taken, or they are all copies of one card). With two Rose Rebirth and two Crimson Strike active, [rest] 2 asks which to rest, card by card; face-down energy cards count as one kind, since nobody sees them.',
  "A card that is nothing but its effect (a plan or method, used from hand or activated from the energy zone) is offered only when every choice its effect makes has something to choose: Gloomy Erase needs a card on the opponent's field it may trash (a set trap is not one), a recovering plan a card in your trash, Bitter Choice one of your works. No card's text lets it be used for nothing. Works, frames and traps are not held back: a work stays on the field whatever its on-summon effect finds.",
];

const topic = (id: string, title: string, summary: string, body: string): RulesTopic => ({ id, title, summary, body });

export const RULES: RulesTopic[] = [
  topic('overview', 'Overview', 'Two players, dragonkin or magician, first to 0 life loses.',
    'Each player picks a dragonkin (Sabil, Himeria) or a magician (Aika, Rio). Same side is a symmetric match, different sides an asymmetric one. ' +
    'You win when the opponent reaches 0 life or must draw from an empty deck. Starting life is 10 (option life=8|12|15). ' +
    'Choices: play N, set N, activate N, skill N, attack N, rest N, release N, main, charge, end; during effects: pay N, pick N, target N, trap N / no trap, pay extra / no extra.'),
  topic('designed', 'Designed card set', 'The card texts and stats are designed for cardref.',
    'The printed card texts and character stats of EAT/PAINT were never published. cardref ships a reference set designed for this project under the ' +
    "real card names and counts: every type, cost, power, defense, character stat and effect is marked designed in data/eatpaint/*.json and in `cards eatpaint`. " +
    'Edit those files to play with your printed cards. Red decks attack, blue decks control and answer with traps, yellow decks speed up and dig for cards.'),
  topic('decks', 'Decks', '15 character cards + 5 sub-deck kinds x 3 (+ INK pile for magicians).',
    'Deck list sections: [character] with one character, [deck] with the character\'s 15 cards and 5 of the 7 kinds of one sub-deck at 3 copies each, ' +
    'and for a magician [ink] with the whole INK pile of that colour (A red 17, C blue 19, L yellow 18). Dragonkin sub-decks: Apra, Kasis, Rain. Magician sub-decks: red, blue, yellow. ' +
    'Built-in decks are <character>-<sub-deck>, e.g. sabil-apra, himeria-kasis, aika-red, rio-blue, aika-yellow.'),
  topic('setup', 'Setup', 'Hands, INK, first player by SPD.',
    'A dragonkin starts in human form and draws up to its Hand. A magician draws its Hand; with no work in it, it shows the hand, shuffles it back and draws again until a work is in hand. ' +
    'It then takes its initial INK beside the character; the rest of the INK pile is the INK discard. The higher SPD goes first; the first player may attack only once on turn 1.'),
  topic('costs', 'Costs', '[rest] N, [trash] N from the energy zone; INK N for magicians.',
    '[rest] N: rest N active energy cards. [trash] N: put N active energy cards into the trash. Any energy card pays, face up or face down. ' +
    'A magician pays INK from beside its character into the INK discard; a summoned work keeps its paid INK as its power. No icon: free. ' +
    'An additional cost is offered after the normal cost; skip it and its extra effect does not happen.'),
  topic('dragonkin', 'Dragonkin turn', 'Prep, main actions, end phase draw up to Hand.',
    'Prep: your character and energy cards become active. Main, any order: play a card from hand (not a trap) and pay it; an action card then goes face down into HEAT, ' +
    'an origin card face up and rested into the energy zone. Set a trap face down for free. Activate a face-up active origin card of your energy zone: rest it and use its effect again. ' +
    'Use a character effect by trashing HEAT cards; evolve swaps to the next form and keeps the active/rest state. Effect cards give their active bonus while face up and active. ' +
    'End: end-of-turn effects, then draw up to Hand.'),
  topic('magician', 'Magician turn', 'Draw 1, then main or charge.',
    'Prep: draw 1, your works become active, then choose main or charge (no charge on your first turn). Main: summon a work (it enters active with the paid INK), use a method ' +
    '(then it is trashed), equip a frame to a work without one, set a trap, attack with an active work (rest it), rest an active work for its rest effect (then it cannot attack), ' +
    'or release a work for its release effect. Charge: the whole INK discard returns to your character, then your charge effect. ' +
    'A work leaving the field sends its INK to the INK discard and its frame to the trash; a work at 0 INK is trashed; only releasing resolves a release effect; ' +
    'a work put onto the field without summoning skips its on-summon effect.'),
  topic('attack', 'Attack', 'Seven steps; damage is power minus defense.', [
    "1. Target: a dragonkin's character; a magician's work (priority targets first), or the magician itself when it has no work.",
    '2. The attacker\'s on-attack effects and additional costs.',
    '3. The defender may reveal one set trap and pay its cost.',
    "4. The trap's before-damage effects.",
    '5. Damage. Power >= defense: the defender loses power - defense life; then an active dragonkin becomes rested, an attacked work goes to the trash, a magician: nothing more. ' +
      'Power < defense: the attacker loses defense - power life (this is not dealing damage). Power never goes below 0.',
    "6. The attacker's after-damage effects (\"if it deals damage\" needs power above defense).",
    "7. The trap's after-damage effects.",
    "Defense: a dragonkin's by its form and active/rest state, a work's by its active/rest state, a magician's is 0. A work's power is its INK plus bonuses.",
  ].join('\n')),
  topic('traps', 'Traps', 'Set free, used only when attacked.',
    'Set traps face down for free in your main phase. They can be used only in step 3 of an opponent\'s attack, paying their cost. ' +
    'Afterwards a dragonkin action trap goes into HEAT, an origin trap face down and rested into the energy zone, a magician trap into the trash. Some attacks (Thunder Roar, Zeus\'s Purge) cannot be answered by traps.'),
  topic('end', 'End of game', '0 life, empty deck, or the dragonkin mirror draw.',
    'You win when the opponent reaches 0 life or must draw from an empty deck. Dragonkin against dragonkin: three turns in a row in which nobody draws end the game in a draw.'),
  topic('log', 'Game logs and stacked decks', 'Header lines; order.1 and order.2: which card goes where.',
    'A log starts with header lines (game, version, players, seed, deck.1, deck.2, option.life), a blank line, then one "<player>: <move>" line per move (see the README). ' +
    'A game played with real cards is written down by stacking the decks: order.1 (seat 1\'s deck) and order.2 (seat 2\'s) are the only order keys; any other "order." line is an error naming its line. ' +
    'An order line lists the 30 cards of the deck (the character\'s 15 and the sub-deck\'s 15; not the character card, not the INK pile) by card id, the first column of "cardref cards eatpaint" (e.g. ryumon), separated by spaces, top card first. ' +
    'Card 1 is the top of the deck: the opening hand is cards 1 to Hand (1-5 for a Hand of 5), and the next draw takes the card after them. ' +
    'A magician whose opening hand has no work shuffles it back: each such redraw needs one more order line for that seat, the whole deck again, top first, and its first cards are the new hand. ' +
    'Simpler: a transcript names only the cards that became known, when they did, and no order at all. After the move that caused it (the opening hands right after the header), a line "> 1: ryumon senshu" says which cards came from seat 1\'s cards, in order: each draw, and each face-down HEAT or energy card turned face up into the trash. ' +
    'Cards put face down (to HEAT or energy) are not named. On an SPD tie with no "first:" line, "> first: 2" says who won the flip. A transcript needs no seed and cannot have order lines; a card that cannot be there is an error naming its line and the cards that could be. "cardref play" writes its logs this way.'),
  topic('rulings', 'Rulings', 'How cardref settles what the rules leave open.', RULINGS.map((r) => `- ${r}`).join('\n')),
];
