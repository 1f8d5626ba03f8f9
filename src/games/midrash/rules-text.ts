/** `cardref rules midrash [topic]`: our own short reference, with the rulings we made and what is designed. */
import type { RulesTopic } from '../../engine/game.js';

export const RULES: RulesTopic[] = [
  {
    id: 'overview', title: 'Overview', summary: 'Be first to 10 wisdom; 1-4 players; solo against a demon.',
    body: `Midrash (ミドラーシュ): the sages decode the ring's heavenly script. There are no hands: every card you gain
goes on your territory, 5 slots right of your character. The first player whose territory and merits show 10
wisdom wins at once. With 1 player you face a demon and its calamities (see "solo").
The card list was never published: this referee ships a DESIGNED reference set (see "cards"); the rules below
follow the rulebook, and the points marked "Ruling" are how we settled its gaps.`,
  },
  {
    id: 'setup', title: 'Setup', summary: 'Slots 1 and 5 wasteland, 2-4 mansions; supplies for later seats.',
    body: `Each player: character at magic level 0, MANA 0, 5 territory cards. Ruling: slots 1 and 5 start as
wastelands, 2-4 as mansions, slot 3 is the centre (marked * on the board). The equipment supply holds 10 of each
of the 6 kinds; each grimoire level (1-4) is shuffled into its own deck with its own discard pile.
The first player is drawn by seed (or given). By turn order: the 2nd player puts a Supplies card on the centre
mansion, the 3rd on slots 2 and 4, the 4th on slots 2, 3 and 4.`,
  },
  {
    id: 'turn', title: 'Your turn', summary: 'Turn-start effects, activated effects, end (MANA to 0).',
    body: `1. Turn start: all your [turn start] effects resolve in the order you choose. Effects that only give MANA
   resolve by themselves (their order cannot matter); you are asked ("resolve <slot> <n>") when two or more
   other effects wait. An effect whose card was wastelanded meanwhile does not resolve.
2. Activate ("use char N" / "use SLOT N"): pay the cost in MANA. Each activated effect once per turn; an upgraded
   card's effects once more. Nothing on a slot whose top card was put there this turn (Ruling: this includes the
   text it inherits by possession).
3. "end": your MANA becomes 0; the next player clockwise begins.
Only the top card of a slot counts (cost, attack, wisdom, text), plus the card under a possession card.
Character: [turn start] +1 MANA; [activate 0] one Set or one Summon; [activate 3] magic level +1 (max 3, 4 once
upgraded). At the end of a turn in which your wisdom reached 3 at any moment, it upgrades (even if it dropped
again). Designed: the upgraded character gives +2 MANA at turn start.`,
  },
  {
    id: 'keywords', title: 'Keywords', summary: 'Set, Summon, Holy war, Possession, Ritual, Wasteland, Upgrade, Merit, blood.',
    body: `Set: "set KIND SLOT" puts an equipment from the supply on one of your mansions, paying its cost.
Summon: "summon LEVEL" (level <= your magic level, +1 with a Study) reveals 3 grimoire cards; "take N SLOT"
  puts one on a mansion paying its cost ("take none" is fine); the rest go to that level's discard. An empty deck
  is rebuilt from its shuffled discard (Ruling: a deck with fewer cards than needed gets its shuffled discard
  put under it).
Holy war: revealed enemies cannot be taken. Each fights your total attack: equal or more wins, less costs you
  MANA equal to its cost (not below 0); then it is discarded. Several enemies: "fight N" picks the order. If all 3
  revealed cards are enemies they go back, the deck is shuffled and 3 are revealed again (Ruling: if the deck
  holds only enemies, its discard is shuffled in first). Only summoning starts holy wars.
Possession: the card under a possession card stays active: costs, attacks, wisdom and texts add up. A further
  possession card on top leaves only the top two active.
Ritual: "ritual LEVEL" reveals the top card of any level. If its cost equals the ritual slot's active cost it
  must go on that slot (it is placed, so its entry effect works), otherwise it is discarded. Enemies too; on
  your territory they are just cards.
Wasteland: the slot's own territory card flips and goes on top; the cards under it stay there, inactive for
  good. Nothing can be put on a wasteland until an effect turns it back into a mansion.
Upgrade: flip to the stronger face. Only the top card of a slot can upgrade; an equipment that has been
  possessed never can again, even once the possessing card is gone.
Merit: an enemy kept beside your territory; only its wisdom counts.
Blood (shown as "(blood)"): effects that hinder other players. In solo, "another player's slot" means a
  calamity card, and "other players' magic level" means the demon's level (not below 1). Ruling.`,
  },
  {
    id: 'solo', title: 'Solo mode', summary: 'A random demon, 5 calamities by number, win by the end of turn 15.',
    body: `One demon is drawn (demon level 1, designed). A token on the demon card's number track marks the current
turn: it starts at 1, at 2 against Al (that game starts at turn 2: one turn fewer, and a turn-1 calamity never
acts). 5 calamities are drawn and laid out by their number: calamity N acts on turn N. You sit as the second player (Supplies on the centre). Each turn: the demon's turn
(the calamity of this turn acts, if any, then flips), then yours; then the turn counter moves on.
Ruling (from the rulebook's notes): your turn-start effects that make wastelands (Hila) resolve before the
calamity, so a calamity wastelanded first does not act. A covered or wastelanded calamity never acts.
A calamity that cannot do anything simply ends. Win: 10 wisdom by the end of turn 15 - by turn 13 a perfect
ending, else a normal ending; otherwise the demon wins. The end-of-turn Demon Statue upgrade counts for this.
Ruling: the demon's invasions (Raid, Onslaught) are not your holy wars: no merits, no Demon Statue.
Hard mode ("-o mode=hard"): 7 calamities instead of 5 (designed).`,
  },
  {
    id: 'rulings', title: 'Rulings', summary: 'How the referee settles the gaps of the rulebook.',
    body: `- Slots 1 and 5 start as wastelands; slot 3 is the centre.
- Study: adds 1 to your magic level for summoning only (the token does not move), so level 4 is reachable before
  the character upgrades; several Studies still add 1.
- Altar / ritual: a revealed enemy whose cost matches goes on the ritual card too, and fights no holy war there.
- Marid on the Altar makes the slot cost 2, so the ritual is a cost-2 ritual.
- Demon Statue: upgrades at the end of your turn if you won a holy war that turn and it is the top card; a
  possessed Demon Statue never upgrades. Ruf may upgrade it anyway.
- Angel Statue: each active Angel Statue lets one won enemy per summon become a merit.
- Kriltu: the top card of each grimoire level goes to its discard; you may then use one of those cards' effect
  as Kriltu's own, without paying its activation cost: "this slot" is Kriltu's slot (Zu wastelands it), another
  Kriltu repeats the effect, and Yam Nahar may claim a Demon Legion discarded by the same Kriltu.
- Onoskelis: you name an equipment kind and put one on a mansion of each other player, starting with the next
  player clockwise, as long as the supply of that kind lasts (players without a mansion are skipped); in solo
  it covers a calamity.
- Afarot: its summon has no holy war; revealed enemies may be taken by paying their cost.
- Hila: wastelands a slot worth at most 1 wisdom of another player, or (solo) a calamity, before it acts.
- Several players reaching 10 at once: the acting player wins, else the first clockwise from them.
- Kriltu-copied and calamity effects that cannot resolve simply end.
- Upgrading needs the equipment on top of its slot, and an equipment that a possession card has ever been put on
  never upgrades again, even after that card is gone (the rulebook: it "can no longer" use its upgrade). An
  equipment sent back to the supply is a fresh card there.
- A card put on its slot by a ritual counts as placed: its entry effect works, its activated effects wait a turn.
- A slot whose top card was put there this turn offers no activated effects, inherited ones included.
- An activated effect that could do nothing is not offered: a magic level +1 at the maximum, an upgrade that is
  blocked, a Set or Summon (the character's "use char 1", Sid) with no equipment you can pay for once its cost is
  paid and no grimoire level within your magic level.
- Solo board: a calamity that acted shows "done", one a player wastelanded "wasteland", one under a card
  "covered", and one whose turn came before the game's first turn (Al) "skipped"; in a slot, cards under the
  active ones are "covered", cards under the territory card after a wasteland are "buried".
- Turn-start effects that only give MANA resolve without a question; an effect whose card was wastelanded or
  covered before its turn does not resolve.
- A grimoire deck with fewer cards than a reveal needs gets its shuffled discard put under it; a deck of only
  enemies is shuffled together with its discard before revealing again.
- Solo: blood effects aim at the calamity row (wasteland or cover a calamity) and "other players' magic level"
  means the demon's level (never below 1). The demon's Raid and Onslaught are not your holy wars.
- Solo: the token on the demon card's number track is the turn counter, not a demon level: against Al it starts
  on 2, so that game has one turn fewer and a turn-1 calamity never acts. Every demon starts at level 1 (designed).
- No time limit: a 2-4 player game goes on until someone reaches 10 wisdom. "--option round-limit=N" (not a rule
  of the game, off unless given; "off" too) stops a game with no winner when round N ends: the result is
  "unfinished", neither a win nor a draw, and the log header records the limit. A game with no human seat
  ("sim", or "play" with every seat a bot) plays with round-limit=30 unless told otherwise. Solo ignores it (the game ends with turn 15).
- Resigning (designed; the rulebook has no such rule): with 3 or 4 players, the seat that resigns leaves the game and
  the others play on. Its territory and merits stay as they are but are out of play: it takes no more turns, cannot
  win, and no effect chooses or reaches it (Onoskelis skips it). If it was its turn, the turn stops there and the
  cards it had revealed go to their discard piles. When only one player is left, that player wins. With 2
  players resigning ends the game; solo, it is a loss.`,
  },
  {
    id: 'log', title: 'Log notation', summary: 'Moves, options and the order.<key> lines of a game played with real cards.',
    body: `A Midrash log is the header (game, players, seed, "option.mode: hard", "option.round-limit: N") and one
move per line, written as the moves are typed ("use char 1", "set golem 2", "summon 1", "take 1 3", "end").
A game played with real cards is written down with order lines: the cards of one shuffle, top first, named by
card id ("cardref cards midrash"), separated by spaces.
- order.level1, order.level2, order.level3, order.level4: that grimoire level's deck at setup. Every later
  shuffle of the level needs one more line with the cards being shuffled: a deck rebuilt from its discard, a
  short deck's discard put under it (the discard's cards), and a reveal of 3 enemies put back (the whole deck).
- order.demons (solo): the 3 demons (al, asmodeus, beelzeboul); the first is the opponent.
- order.calamities (solo): the 12 calamities; the first 5 are in play (7 in hard mode, one more against
  Beelzeboul), laid out by their number.
Copies that differ have their own names, the id and the attack: Demon Vanguard vanguard-5 and vanguard-7, Demon
Legion legion-8, legion-9 and legion-10, Demon Duke duke-12 and duke-14. The bare id (vanguard) still stands for
"any copy" so older logs replay; copies named by their own name are placed first, the bare ids take the rest.
The equipment supply and the Supplies are never shuffled: they have no order line.
Simpler: a transcript names only the cards turned face up, when they are, and no order at all. After the move that
turned them up (setup's right after the header), a line "> level3: metatron raziel obizuth" lists them in order:
each card revealed from a grimoire deck (a summon's 3, a demon's reveal), in solo "> demons: al" and
"> calamities: raid drought silence onslaught eclipse" (in the order drawn), and "> first: 2" for the first
player when no "first:" line fixes it. Shuffles are not written. A transcript needs no seed and cannot have order
lines; a card that cannot be there (another level's, one already out) is an error naming its line and the cards
that could be. "cardref play" writes its logs this way.`,
  },
  {
    id: 'cards', title: 'The designed card set', summary: '6 equipment kinds, 80 grimoire cards, supplies, 3 demons, 12 calamities.',
    body: `The card list was never published, so every card value here is DESIGNED for this project unless the rulebook
fixes it (Golem's text, Philosopher's Stone with Sid, Study, Altar cost 1, the statues, Marid 1/1/0 with
possession, Lutiyar attack 10 wisdom 3, Demon Vanguard cost 4 wisdom 1 with attack 5 and 7, Mockery).
Grimoire cards cost their level (enemies excepted). Angels and spirits help; demons of the Testament of Solomon
hinder (blood). Paths to 10: a MANA engine (Golem, Philosopher's Stone, Sariel, Lix Tetrax), summoning high
levels (Study, Uriel, Gabriel, Zu), rituals (Altar, Raziel, Marid), merits (Angel Statue, Yam Nahar, Demon
Statue). "cardref cards midrash" lists every card; the "designed" column says which values are ours.`,
  },
];
