/** `cardref rules pad [topic]`: our own short reference of the rules, the move notation and our rulings. */
import type { RulesTopic } from '../../engine/game.js';
import { OP_HELP } from './cards/op-names.js';

const topic = (id: string, title: string, summary: string, body: string): RulesTopic => ({ id, title, summary, body: body.trim() });

export const RULES_TEXT: RulesTopic[] = [
  topic('overview', 'Overview', 'goal, cards, zones', `
Two players. Bring your opponent's life to 0 (checked at the end of a phase) or let them be unable to draw.
Each player has a team of 5 base monsters (the monster zone, 5 stacks; evolutions go on top), a deck of 40-60
cards, 5 face-down life cards, a hand, a discard pile and a drop area of 3 columns. A column never becomes empty.
Every card shows 2 or 3 drop kinds: R fire, B water, G wood, Y light, D dark, H heal. In a column a card counts
once for each kind it shows. Monsters have an attribute (and maybe a sub-attribute), a defense, and an attack
for each combo count 1-6 (cards pad shows it in hundreds; "+1" is extra damage; "-" means it cannot attack).`),
  topic('setup', 'Setup', 'team, life, hand, columns, swap', `
Shuffle. The team goes to the monster zone (active). The top 5 cards become life, the next 5 your hand, the next
3 one per drop column. Then each player (first player first) may swap hand cards with column cards: "swap H with C",
each column once, then "done". Who goes first is a seeded coin flip unless --first is given.`),
  topic('turn', 'Turn', 'the six phases', `
1 reset: make 1 tapped monster active ("reset S"; automatic when only one is tapped).
2 draw: draw 1. An empty deck here loses the game.
3 main: "evolve H on S" (hand card H onto monster S), "skill H", then "puzzle".
  Evolve: the top of stack S must be the card it evolves from; pay its cost; it becomes active; once per stack
  per turn. Ultimate forms also discard the named card from hand.
  Skill: needs one of your monsters with the skill's attribute (attribute or sub-attribute); pay, resolve, discard.
  Paying N: "pay C P" sends card P (counted from the top) of column C to the discard, one at a time, never the
  last card of a column; "pay auto" takes the bottom card of the longest column.
4 puzzle: "deck to C" (drop start; not on the first player's first turn), "drop H to C" or "pass" (drop add),
  "column C" (combo step), then the recover step. See "rules pad puzzle".
5 attack: see "rules pad attack".
6 recovery: the resolved column keeps only its top card; discard down to 7 ("discard H").`),
  topic('puzzle', 'Puzzle phase and combos', 'how combos chain, with a worked example', `
A column has a combo for each kind shown by 3 or more of its cards. If several columns have combos you choose
one ("column C"); the others keep their cards for your next turn. Resolving: count the column's combos N, put
N cards from your deck on it; each kind that newly reaches 3 is a new combo and puts that many more cards on it;
repeat until nothing new or 6 combos. A kind counts once per column, so a turn makes at most 6 combos.
Recover step: if you made a heal combo and have fewer than 5 life, the deck's top card joins your life.

Worked example. Column 2 holds (bottom to top) Volcano Dragon [R G D], Red Dragon [R B Y], Tyran [R G Y] and
Fire Orb Change [B H]. Counts R3 B2 G2 Y2 D1 H1: 1 combo (fire), so 1 deck card goes on the column.
It is Pierdrawn [B G D]: B3 G3, 2 new combos (water, wood): 2 more cards, Angel [R Y H] and Devil Dragon
[B G D]: Y3 D3, 2 new combos (light, dark): 2 more cards, Echidna [R B H] and Holy Dragon [R B Y]: H3, 1 new
combo (heal). That makes 6 combos, and reaching 6 ends the step at once: 5 cards were added in all.
Every fire, water, wood, light and dark monster may attack with its 6-combo attack; the heal combo recovers 1 life.`),
  topic('attack', 'Attack phase', 'declaring, guarding, damage', `
Declaration: each of your monsters whose attribute or sub-attribute matches a combo kind made this turn, and
whose attack for the turn's combo count is printed (not "-"), may attack, active or tapped: "attack S",
"attack all", then "done". The Golden Egg cannot attack or guard.
Guard (the defender, one attacker at a time): "guard A D" adds your active monster D as a guard against
attacker A; when the guards' total defense reaches A's attack, A is stopped and the guards are tapped. Only
guards that can still reach the attack are offered. "take A" takes A's damage (releasing unfinished guards).
Defense skills ("skill H") and defense-type evolutions can be used here.
Damage: 1 plus the row's extra damage (plus bonuses). Each point moves your bottom life card to your hand;
a card with a damage effect may then be used or evolved into by paying its cost (or "pass").`),
  topic('moves', 'Move notation', 'every move text', `
swap H with C, done          setup swaps (hand card H, column C)
reset S                      reset phase
evolve H on S, skill H, puzzle    main phase (also when asked in the guard or damage step, or by Rubylit/Ruby Dragon)
pay C P, pay auto            paying a cost (column C, card P from the top)
deck to C                    drop start, or an effect putting the deck's top card on column C
drop H to C, pass            drop add (or an effect putting a hand card on a column)
column C                     combo step; also choosing a column for an effect
attack S, attack all, done   attack declaration
guard A D, take A            guard declaration (attacker A, your monster D)
prevent, pass                Viper Orochi: discard 2 hand cards to prevent 1 point of a damage, or take it
discard H                    hand limit, or an effect discarding from hand
target S                     a monster chosen by an effect (whose: see the prompt)
resolve S                    which monster's effect resolves first when several trigger together
orb C P, hand H, pick N      a drop-area card, a hand card, card N of your discard pile (effects)
Numbers start at 1. Monster stacks are numbered 1-5 for both players.`),
  topic('log', 'Game logs and stacked decks', 'header lines, order.1 and order.2: which card goes where', `
A log starts with header lines (game, version, players, seed, first, deck.1, deck.2), a blank line, then one
"<player>: <move>" line per move (see the README).
A game played with real cards is written down by stacking the decks: order.1 (seat 1's deck) and order.2
(seat 2's) are the only order keys; any other "order." line is an error naming its line. The team is not part
of the deck and is never shuffled. An order line lists all the deck's cards by card id (the first column of
"cardref cards pad", e.g. B01-001), separated by spaces, top card first. The deck is shuffled only at setup, so
one line per seat is all a log needs.
Where the cards go: cards 1-5 become the life pile, cards 6-10 the hand, cards 11, 12 and 13 go to drop columns
1, 2 and 3, and card 14 is the top of the deck (the first drop start or draw). Card 1 is the bottom life card:
damage takes card 1 first, then 2, and so on; card 5 is lost last. A recovered card (heal) joins the life pile
on top, so it is lost after every card already there.
A transcript (no order lines; see the README) names each card when it becomes known instead, on lines
"> 1: <card ids>" (seat 1's deck and life) and "> 2: …": at setup each seat's three columns, then its five hand
cards (life is never seen, so never named); then "> first: 1" or "2" unless a first: line fixes it; then each card
drawn, put on a column from the deck, revealed, looked at, or taken from life by damage, right after the move
that did it. A card already revealed or looked at is not named again when it moves on, nor is Demon Viper Orochi
taken from life after its last stand made it a life card (everyone saw it go there). A card discarded from a
hand at random is "> hand1: <card id>" (seat 1's hand) or "> hand2: …".`),
  topic('rulings', 'Our rulings', 'where the rules leave a gap', `
A card does what its text says: a ruling of ours never narrows a card beyond its text unless the rules say so,
and a ruling that limits a card names the rule behind it.
- First player: seeded coin flip (or --first). Setup swaps: first player first; each column at most once.
- Team monsters start active. The first player may attack on the first turn (only drop start is skipped).
- A question with a single possible answer (one tapped monster to reset, one target) is answered automatically,
  unless its answers come from cards the opponent cannot see: the main phase with only "puzzle" left, the guard
  step with only "take" left while the defender holds cards, a card just taken from life (asked, "pass" alone if
  it has nothing to use, whenever its owner's hidden cards hold any card with a damage effect), evolving or
  using a card from hand (Rubylit, Ruby Dragon) and discarding for combos (Inferno Falcon Deity, Horus) while the
  hand holds cards. Those are asked, so going on does not tell the opponent that nothing fitted.
- Undo cannot take back a move after which the other player was asked something or answered by itself: whether
  they were asked shows something about their hand (discarding to Poison Mist shows whether the player had
  anything else to do in the main phase).
- Drawing in the draw phase from an empty deck loses; other draws, recoveries and combo cards from an empty deck
  simply do not happen.
- Combo chain: a kind counts once per column; when the column reaches 6 combos the step ends at once, so the
  combos that reach 6 add no cards (a column that already shows 6 combos adds none).
- A monster with no printed attack ("-") for the combo count cannot attack.
- Guards: only active monsters; a guard is tapped only when it completes; Red Giant Gigas, once it has guarded
  this attack phase, may guard further attackers.
- Damage: each point moves the bottom life card to hand; its damage effect is offered before the next point.
  "When you take damage" effects fire once per damage event (the rules deal an attack's damage in one damage
  step). Life 0 loses at the end of the phase in which it
  happened if not recovered by then; if both reach 0 together, the game is a draw.
- Devolve: the top card of a stack goes to its owner's discard; a base monster cannot be devolved (the rules keep
  the 5 team monsters in the monster zone); the monster keeps its active/tapped state. Armored Blade Dragon,
  Diagoldos devolves every monster of 500 or less defense on both sides, itself included: its text names no
  exception.
- "Make N combos" on cards means N or more. Effects of a monster work only while it is the top card (the rules
  put evolutions on top of the stack).
- Effects of several of your monsters that trigger at the same moment resolve one monster at a time in the
  order you pick ("resolve S"); effects whose order cannot matter go first by themselves. A skill's or an
  evolution's own effect resolves completely before play goes on.
- Roll and activate effects choose among monsters that are active (to roll) or tapped (to activate); with no
  such monster a monster's effect does nothing. Attribute filters accept the attribute or the sub-attribute.
- A skill is nothing but its effect: it is not offered while the effect has nothing to act on (no monster to
  roll, devolve, boost or make active, no card to take from the discard, an empty opponent hand, no opponent
  drop card that may leave). One with a cost that takes from your discard is offered anyway: the card you pay
  with may be the one it takes.
- Skills with only a damage icon (Cure) are used when drawn from life, defense skills only in the guard step (the
  rules' effect types). Cure needs 2 other hand cards to discard (a skill in use is no longer in hand).
- Life: the recover step heals only below 5 (the rules), and so do cards that say so (Siren, Amaterasu Ohkami,
  Dancing Light). Cure and Blue Moon Sea Deity, Isis name no limit: they may take life above 5.
- A skill needs a monster of its attribute when it is used; the card stays in play (limbo) until it resolves.
- Evolution effects that target "a monster" choose among the opponent's monsters unless the card says yours.
- Hera keeps the top card of the column it clears (as the rules' recovery phase does). Empress of Serpents,
  Echidna returns the top card of an evolved monster (the base card stays, as a devolve leaves it). Orb changes
  keep a card whose attribute or sub-attribute matches.
- End-of-recovery effects (Princess Valkyrie, Duke Vampire Lord, Fertility Deity Ceres) come after the hand limit,
  which the rules make part of the recovery phase.
Later sets (B02-B05):
- "Until the end of the turn" changes (attack, damage, extra combos, defense) belong to the monster stack they
  were given to and end when the turn ends; "all your X monsters" means those in play when the effect resolves.
- Extra combos move that monster along its own attack row and extra damage (never past 6); they count for
  nothing else ("N or more combos" conditions, which kinds may attack). A monster still needs a combo of its
  attribute or sub-attribute to attack (the rules' attack declaration). Defense never goes below 0.
- "X type" on a card names the type (Dragon, God, Devil, ...); "your Dark type monsters" (Arcane Monarch) means
  Dark-attribute monsters, as no type is called Dark. Filters like "700 or less defense" read the defense now.
- "Cannot guard against this monster" (Phoenix, Kraken, Hera-Ur ...) removes those monsters from that attacker's
  guard only.
- Stone dragons (Vermilionyt, Mythril, Adamant, Orichalcum, Damascus): a guard against an attacker of the named
  attribute gives +500 defense, counted for that guard, until the end of that turn: it holds against every later
  attacker of any attribute. A guard left unfinished ("take") gives nothing, and the bonus does not add up with
  itself (a continuous effect, as the rules' effect types say, not a trigger).
- "You don't take damage from monsters with N or less attack" (Susano, Karin): the attack of N or less deals no
  damage when taken; Karin's "rolled" means the attacker was tapped when it was taken.
- Byakko: damage from its attack sends each life card to the discard pile, so no damage effect of it is offered.
- Carbunkles (damage icon): the card may go from hand onto a column of your choice; Iron Wall Stance is paid and
  used like Cure. Valkyries taken as damage are evolved into like the B01 damage dragons.
- Tsukuyomi and Nocturne Chanter swap or put cards one at a time until you pass; Artemis puts at most 2.
- Jackal Anubis: both picks are optional ("up to 2"); the hand card first, then the card for a column.
- Poison Mist and Lilith: the opponent picks which hand card to discard. Loki, the Finisher: the whole hand.
- "Draw at the end of the puzzle phase" (Minotaur line) comes after the recover step's heal. Freyja, the
  Fertility Goddess acts when you leave the main phase, before drop start. King of Hell, Satan: the heal combo
  deals 1 damage (not an attack) instead of healing.
- Awoken Hera-Is stops activation effects (activate, this-monster-becomes-active) of the opponent's cards during
  the opponent's puzzle phase, including combo effects resolved right after it.
- Ruby/Sapphire/Emerald/Gold/Metal Dragon: "use a card of that attribute for 1 less" takes any hand card of the
  attribute: a monster is evolved for 1 less ("evolve H on S"), or a skill is used for 1 less ("skill H"), as that
  skill's own main-phase use (it still needs a monster of its attribute) and resolved before the Dragon goes to
  the discard. The B01 -lit skills say "evolve a monster" and offer evolutions only.
- Gungnir and Evil Wind fire once per damage event (like "when you take damage"), for the rest of the turn.
  Mystic Mask with fewer than 3 deck cards looks at what is there. Kirin of the Sacred Gleam: half the
  opponent's life rounded down (nothing at 1 life). Archdemon Beelzebub reveals at the end of the refresh phase
  of the turn in which the opponent's attack damaged you.
- Dragon Caller Sonia (evolved): the extra deck card goes onto a column you choose, after the drop-start card.
- Demon Viper Orochi: at a life check that finds 0 life, it leaves its stack (the card below stays) and becomes
  a face-down life card, so its player does not lose then; with both players at 0, each Orochi is used first.
- Haughty Demon Lord, Baal rolls the attacker (600 or less defense now) when a guard it is part of
  completes. Inferno Falcon Deity, Horus: "start of the attack phase" is right after the recover step; each
  discarded card with a Fire drop gives it 1 more combo this turn.
- Hera-Is and Hera-Sowilo: our card data has their effect icons but no text, so they are not supported yet, nor
  are their awoken forms (they evolve only from them; their effects are ready). A guard-step ability (Genbu
  Meimei, Awoken Hera-Sowilo) is used with "ability S" and paid with hand cards each time; their texts set no
  limit, so it may be used again whenever it can be paid. Genbu Meimei is offered only while it is tapped: the
  rules' activating makes a tapped monster active, so on an active one it would only throw cards away.
  Keeper of Gold has no text and no effect; it is the card some ultimate forms discard.
- Freyr, the Blazing Swordsman: with 5 or more combos made in the puzzle phase (extra combos given to
  monsters do not count) it attacks twice, both with the attack and damage of its declaration. The second
  attack joins the attackers once the first is guarded or taken, so the defender handles them one after the
  other and "guard A D" and "take A" still name the monster by its number (logs without Freyr read as before).
- Serpent God Demon, Viper Orochi: before the first point of any damage to you (an attack or an effect) is
  dealt, you may discard 2 hand cards to prevent 1 point ("prevent", then the two "discard H"), as often as you
  can pay; "pass" takes the rest. Damage prevented in full is not damage taken: no "when you take damage"
  effect fires and it does not count as damaged by an attack.
- Ultimate forms that discard Keeper of Rainbow (Graceful Valkyries, Pure Demon Lord Astaroth, Heaven-Shaking
  Archdemon Lucifer, Hunt God Artemis) or a Jewel (Hera-Ur, Permafrost Queen Hera-Is, Beelzebub) are not
  supported yet: those cards are missing from our card data, so no deck can hold them.`),
  topic('ops', 'Effect ops', 'the op library the card data uses', Object.entries(OP_HELP).map(([k, v]) => `${k.padEnd(26)} ${v}`).join('\n')),
];
