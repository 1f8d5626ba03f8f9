/**
 * Every text the CLI itself prints, in English and Simplified Chinese. Keys are typed: `zh` must have exactly the
 * keys of `en` (the compiler checks the shape, tests/cli/i18n.test.ts the key lists). Messages with parameters are
 * functions. Move notation (`summon 3 2`), log files and `--json` keys never go through here: they are the same in
 * every language. Game content has its own catalogues (src/engine/i18n.ts), engine errors src/engine/messages.ts.
 */
import type { GameResult } from '../../engine/game.js';
import { formatResult } from '../../engine/log.js';
import type { Lang } from './lang.js';

/** Example command lines of each command's help: notation, the same in every language. */
const EXAMPLES = {
  rules: ['cardref rules wixoss', 'cardref rules wixoss refresh'],
  cards: ['cardref cards wixoss --where type=ARTS', 'cardref cards wixoss --search "life burst" --json'],
  check: ['cardref check wixoss my-deck.txt', 'cardref check wixoss white-hope --rules modern', 'cardref check wixoss white-hope --option rules=seed', 'cardref check wixoss - < my-deck.txt'],
  play: [
    'cardref play wixoss --deck 1=white-hope --deck 2=black-will',
    'cardref play wixoss --bot 2=greedy --seed 7 --log game.log',
    "printf 'hint\\n' | cardref play midrash --vs normal --seed 3",
    'cardref play eatpaint --deck 1=sabil-apra --deck 2=aika-red --bot 2=mcts --think-ms 1000',
    'cardref play wixoss --resume game.log',
    "printf 'keep\\nkeep\\n' | cardref play wixoss --seed 1 --log scripted.log",
    'cardref play eatpaint --deck 1=sabil-apra --deck 2=aika-red --table',
    "printf '%s\\n' al raid drought silence onslaught eclipse 'use char 1' | cardref play midrash --players 1 --table --log table.log",
  ],
  replay: ['cardref replay game.log', 'cardref replay game.log --at 20 --seat 1', 'cardref replay game.log --explain --seat 1 --iterations 100'],
  sim: ['cardref sim wixoss --games 200 --seed 5', 'cardref sim eatpaint --bots normal,easy --games 1', 'cardref sim wixoss --bots mcts,random --games 2 --iterations 50 --workers 2'],
  serve: [
    `printf '%s\\n' '{"type":"hello","protocol":2}' '{"type":"start","game":"wixoss","seed":"7"}' '{"type":"observe","gameId":"g1","seat":1}' | cardref serve`,
    'cardref play wixoss --bot 2=cmd:"node examples/random-bot.mjs"',
    'cardref sim midrash --games 20 --bots cmd:"node examples/random-bot.mjs",mcts',
  ],
  completion: [
    'source <(cardref completion bash)',
    'mkdir -p ~/.local/share/bash-completion/completions && cardref completion bash > ~/.local/share/bash-completion/completions/cardref',
    'mkdir -p ~/.zfunc && cardref completion zsh > ~/.zfunc/_cardref',
    'mkdir -p ~/.config/fish/completions && cardref completion fish > ~/.config/fish/completions/cardref.fish',
  ],
};
const exampleLines = (title: string, lines: string[]) => `${title}\n${lines.map((line) => `  ${line}`).join('\n')}`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const en = {
  // ── program and commander ──────────────────────────────────────────────────────────────────────────────
  programDescription: 'Referee and hotseat player for WIXOSS, Puzzle & Dragons TCG, EAT/PAINT and Midrash.',
  versionOption: 'output the version number',
  helpOption: 'display help for command',
  helpCommand: 'display help for command',
  noColorOption: 'plain text without colour (NO_COLOR is honoured too)',
  langOption: 'language of messages: en or zh (default: from LC_ALL, LC_MESSAGES or LANG)',
  jsonOption: 'one JSON document on stdout',
  helpAfterError: '(run with --help for usage)',
  titles: { 'Usage:': 'Usage:', 'Options:': 'Options:', 'Arguments:': 'Arguments:', 'Commands:': 'Commands:', 'Global Options:': 'Global Options:' } as Record<string, string>,
  /** Commander's "(choices: …, default: …)" after an option's description. */
  optionExtras: (text: string) => text,
  programHelpAfter: `
Examples:
  cardref games                          list the games
  cardref rules wixoss attack            the attack rules of WIXOSS
  cardref cards wixoss --search servant  find cards
  cardref check wixoss my-deck.txt       is this deck legal?
  cardref play wixoss                    hotseat game at this terminal
  cardref play wixoss --bot 2=random     play against a bot
  cardref replay game.log --at 12        verify a logged game, show the board after move 12
  cardref sim wixoss --games 100         bots play each other
  cardref games --lang zh                the same in Chinese
  source <(cardref completion bash)      Tab completion in this shell (see completion --help)

Exit codes: 0 ok, 1 usage error, 2 rules violation (illegal deck, move or log), 70 internal error,
130 aborted (Ctrl+C), 143 stopped by SIGTERM.`,
  gameArgument: (ids: string) => `one of: ${ids}`,
  /** Commander's own error lines, matched by pattern and reworded (English keeps commander's text). */
  commanderError: (text: string) => text,

  games: { description: 'list the games cardref referees' },
  rules: {
    description: 'quick rules reference of a game, by topic',
    topicArgument: 'a topic id; without it the topics are listed',
    helpAfter: '\n' + exampleLines('Examples:', EXAMPLES.rules),
  },
  cards: {
    description: 'the cards of a game: one block each, or a table when it fits the terminal',
    searchOption: 'only cards whose names, values or text contain this (case, width and spaces ignored)',
    whereOption: 'only cards whose column has this value or these words of it, e.g. type=ARTS (repeatable)',
    helpAfter: '\n' + exampleLines('Examples:', EXAMPLES.cards),
  },
  check: {
    description: 'check a deck list against the construction rules (every violation is listed)',
    deckArgument: 'a deck list file, a built-in deck id, or - to read the list from stdin',
    rulesOption: 'rules variant: short for --option rules=VARIANT (WIXOSS: seed, modern)',
    optionOption: 'rules option NAME=VALUE (repeatable), e.g. rules=modern',
    helpAfter: '\nDeck list format: one "COUNT NAME-OR-ID" per line, # comments, [section] headers.\n\n' + exampleLines('Examples:', EXAMPLES.check),
  },
  play: {
    description: 'play a game at this terminal (hotseat), with the rules enforced',
    deckOption: 'deck of a seat: built-in id or file (repeatable), e.g. 1=white-hope',
    botOption: 'let a bot play a seat: a level (easy, normal, hard), random, greedy, mcts or cmd:"PROGRAM" (repeatable), e.g. 2=hard',
    vsOption: 'play against the computer at this level (easy, normal, hard): it takes every seat but seat 1 (--bot still sets a seat)',
    botTimeoutOption: 'milliseconds a cmd: bot may take per move before it forfeits',
    nameOption: 'name of a seat (repeatable), e.g. 1=Alice',
    playersOption: 'number of seats (games that allow several)',
    seedOption: 'seed for shuffles (default: random, written into the log)',
    firstOption: 'seat that goes first (default: seeded coin flip; ignored with a warning where the rules decide, e.g. EAT/PAINT SPD)',
    rulesOption: 'rules variant: short for --option rules=VARIANT (WIXOSS: seed, modern)',
    optionOption: 'rules option NAME=VALUE (repeatable), e.g. life=10 (EAT/PAINT)',
    logOption: 'write the game log here after every move (atomic; default at a terminal: an autosave in ~/.local/state/cardref)',
    forceOption: 'let --log replace an existing file that is not a log of this game',
    resumeOption: 'continue the game saved in this log',
    openOption: 'open hands: no hand-off screen between seats',
    handoffOption: 'show the hand-off screen between seats even in a game with nothing private (Midrash)',
    tableOption: 'referee a game played with real cards: whenever chance acts, cardref asks the table what happened',
    helpAfter: `
In the game, type a move (e.g. "summon 3 2", "attack 1", "pass"), a number from the "moves" list, or:
  moves   the legal moves with what each does     help    how to play this step
  pick    choose from a list                      board   show the board again
  undo    take back your last move                resign  concede the game
  hint    the move the hard bot would play, from your view only, with its win estimates
  back    take back the move you are in the middle of (its cost, its targets)
  info    a card's text: "info 3" (hand card 3), "info field 2", "info opp 2", "info servant o"
  history everything that happened that you may know
Without a terminal on stdin, one move per line is read for whichever seat decides
(also hint, undo as above, and resign); an illegal line exits with code 2.

--table: you play with real cards and cardref referees. Whenever a card becomes
known (a draw, a card turned face up) or chance picks who goes first, it asks:
type the card's id as in "cardref cards <game>" (Tab completes from the cards
still possible); "undo" takes back the last answer. A card only one player sees
is asked after the hand-off to that player. The log is a transcript ("> pile:
card" lines) that "cardref replay" verifies.

A game with every seat a bot (--bot, --vs) takes the bound a game sets for
self-play, as "sim" does, and its log header says so: a 2-4 seat Midrash game
stops unfinished after round 30, since random play may never reach 10 wisdom
and the rules have no limit. --option round-limit=N or round-limit=off
overrides it.

Without --log, a game at a terminal is autosaved in $XDG_STATE_HOME/cardref/
(default ~/.local/state/cardref/), a folder only you can read (cardref makes it
so, 0700, or warns where it cannot); its path is printed when the game ends.
A log holds the seed, so whoever reads it can rebuild every hidden card (hands,
deck order): keep it private until the game is over.

${exampleLines('Examples:', EXAMPLES.play)}`,
  },
  replay: {
    description: 'verify every move of a game log; show the board at any step',
    logArgument: 'a game log file',
    atOption: 'show the board after move n (0 = the start)',
    stepOption: 'walk through the game move by move (Enter: next, b: back, g N: go to move N)',
    seatOption: 'show the board as seat n sees it (default: what a spectator sees); with --explain, only seat n\'s moves',
    explainOption: 'for each decision, the move the hard bot would choose from that seat\'s view and its estimated win rates',
    helpAfter: '\nEvery move is checked, also with --at N: exit code 2 and the line number when a\nmove is illegal. ' +
      'At the --step prompt: Enter next move, b back, g N (or N) go to\nmove N, q quit, ? help.\n\n' + exampleLines('Examples:', EXAMPLES.replay),
  },
  sim: {
    description: 'let bots play each other: win rates and game lengths',
    gamesOption: 'number of games',
    seedOption: 'seed of the first game (games use seed, seed+1, …)',
    botsOption: 'bot per seat, comma separated (easy, normal, hard, random, greedy, mcts, cmd:"PROGRAM"; a comma of the program goes in quotes)',
    iterationsOption: 'MCTS iterations per decision of an mcts bot (default 200; levels keep their own; replay --explain: default the hard level\'s)',
    thinkOption: 'MCTS time budget per decision in milliseconds (results then depend on the machine\'s speed)',
    workersOption: 'play the games on this many worker threads (same results as one)',
    deckOption: 'deck of a seat (repeatable)',
    playersOption: 'number of seats',
    rulesOption: 'rules variant: short for --option rules=VARIANT',
    optionOption: 'rules option NAME=VALUE (repeatable)',
    logDirOption: 'keep every game log in this folder',
    helpAfter: '\nOne --bots entry per seat (fewer go round the table again; more is a usage error).\n' +
      'Exit code 2 when a cmd: bot forfeited a game (it could not start, died, timed out or\n' +
      'answered wrongly); --json counts those per seat.\n\n' +
      exampleLines('Examples:', EXAMPLES.sim),
  },
  serve: {
    description: 'let programs play: JSON lines on stdin/stdout (docs/protocol.md)',
    helpAfter: '\nOne JSON request per line, one JSON response per line; say hello first. Requests: hello,\n' +
      'start, load, observe, act, undo, log, end. Texts are English. The schema: docs/protocol.md.\n\n' + exampleLines('Examples:', EXAMPLES.serve),
  },
  completion: {
    description: 'print a Tab-completion script for bash, zsh or fish',
    shellArgument: 'the shell: bash, zsh or fish',
    helpAfter: '\nThe script completes commands, options, game ids, built-in decks and rules topics. Load it in this\n' +
      'shell (first line), or install it for every new shell (one of the others).\n\n' + exampleLines('Examples:', EXAMPLES.completion),
  },

  // ── errors printed by main ─────────────────────────────────────────────────────────────────────────────
  aborted: 'aborted',
  internalError: 'internal error (please report it)',
  unknownGame: (id: string, ids: string, hint?: string) => `unknown game "${id}" (${hint ? `did you mean "${hint}"? ` : ''}games: ${ids})`,

  // ── files (io.ts) ──────────────────────────────────────────────────────────────────────────────────────
  deckFile: 'deck file',
  logFile: 'log file',
  fileMissing: (what: string, path: string) => `${what} "${path}" does not exist`,
  fileIsDirectory: (what: string, path: string) => `${what} "${path}" is a directory, not a file`,
  fileUnreadable: (what: string, path: string, code: string) => `cannot read ${what} "${path}": ${code}`,
  fileUnwritable: (path: string, why: string) => `cannot write "${path}": ${why}`,
  logDirUnusable: (dir: string, why: string) => `--log-dir "${dir}" is not a folder cardref can write logs into (${why}): give a folder, or a path where one can be made`,
  fileNotRegular: (what: string, path: string) => `${what} "${path}" is not a regular file (a FIFO, device or socket is never read)`,
  fileTooBig: (what: string, path: string, mb: number) => `${what} "${path}" is larger than ${mb} MB, more than any deck or log; not read`,
  logPathEmpty: (option: string) => `--${option} needs a file name`,
  logIsSymlink: (path: string) => `"${path}" is a symbolic link; cardref never replaces what a link points to: give the file's own path`,
  logNotRegular: (path: string) => `"${path}" is not a regular file (a folder, FIFO or device); give a file name for the log`,
  logNotOurs: (path: string, game: string) => `"${path}" exists and is not a cardref ${game} log; not overwriting it (choose another name, or add --force)`,
  logLocked: (path: string, pid: string) => `"${path}" is in use by another cardref (pid ${pid}); finish that game first, or use another log`,
  lockInTheWay: (path: string) => `"${path}" is where the log's lock file goes, and it is not a regular file; remove it or use another log name`,
  stateDirOpen: (path: string, mode: string) => `warning: other users can read the autosave folder "${path}" (mode ${mode}), and cardref cannot make it private: run chmod 700 on it, or save with --log`,

  // ── option values (play/header.ts, play/seat-options.ts, sim) ───────────────────────────────────────────
  seatSyntax: (option: string, seats: number, raw: string) => `--${option} takes SEAT=VALUE with SEAT from 1 to ${seats}, e.g. --${option} 1=…; got "${raw}"`,
  seatOutOfRange: (option: string, raw: string, seats: number) => `--${option} ${raw}: seat must be 1 to ${seats}`,
  seatTwice: (option: string, seat: number) => `--${option} names seat ${seat} twice`,
  optionSyntax: (raw: string) => `--option takes NAME=VALUE, got "${raw}"`,
  playerCount: (game: string, range: string, given: string) => `${game} is played by ${range} players; --players ${given} is not possible`,
  noSuchOption: (game: string, name: string, names: string) => `${game} has no option "${name}" (options: ${names || 'none'})`,
  optionValue: (name: string, allowed: string, value: string) => `${name} must be one of ${allowed}; got "${value}"`,
  optionTwice: (name: string, first: string, second: string) => `option ${name} is given twice, as "${first}" and as "${second}": give it once`,
  noDecksDropDeck: (game: string) => `${game} is played without decks; drop --deck`,
  noBuiltinDeck: (game: string, value: string, ids: string) => `no built-in ${game} deck "${value}" (built-in: ${ids}); a deck file needs a path such as ./my-deck.txt`,
  giveDeck: (seat: number) => `give a deck for seat ${seat} with --deck ${seat}=<deck>`,
  firstRange: (seats: number) => `--first must be a seat from 1 to ${seats}`,
  firstIgnored: (seat: number, reason: string) => `warning: --first ${seat} ignored: ${reason}`,
  wholeNumber: (name: string, min: number, max: number, given: string) => `${name} must be a whole number from ${min} to ${max} in plain digits; got ${given}`,
  unknownBot: (kind: string, kinds: string) => `unknown bot "${kind}" (bots: ${kinds})`,
  unknownLevel: (level: string, levels: string) => `unknown level "${level}" (levels: ${levels})`,
  botForfeit: (seat: number, name: string, why: string) => `the bot of seat ${seat} (${name}) forfeits the game: ${why}`,
  simForfeit: (seed: string, why: string) => `game with seed ${seed}: ${why}`,
  simForfeits: (seat: number, games: number, reasons: string) => `the bot of seat ${seat} forfeited ${plural(games, 'game')} (${reasons})`,
  tooManyBots: (bots: number, game: string, seats: number) => `--bots names ${bots} bots but this ${game} game has ${plural(seats, 'seat')} (--players sets the seats)`,
  botWhy: {
    illegal: (answer: string, reason: string | undefined) => `it answered ${answer}, which is not a legal move now${reason ? ` (${reason})` : ''}`,
    malformed: (line: string) => `its answer ${line} is not a JSON object with a "move" text`,
    timeout: (ms: number) => `no answer within ${ms} ms`,
    died: (how: string) => `the program ended (${how}) before answering`,
    unasked: (line: string) => `it wrote ${line} without being asked`,
    tooLong: (bytes: number) => `its answer line is longer than ${bytes} bytes`,
    noStart: (why: string) => `the program could not be started: ${why}`,
    shellRefused: (how: string) => `the program could not be started (the shell ended with ${how}: not found or not executable)`,
  },

  // ── games ──────────────────────────────────────────────────────────────────────────────────────────────
  gamesHead: ['id', 'game', 'what it is'],
  gamesTry: (id: string) => `Try: cardref rules ${id}   ·   cardref play ${id}`,

  // ── rules ──────────────────────────────────────────────────────────────────────────────────────────────
  rulesTopics: (game: string) => `${game} — rules topics`,
  rulesReadOne: (game: string, topic: string) => `Read one with: cardref rules ${game} ${topic}`,
  noTopic: (game: string, topic: string, ids: string, hint?: string) => `${game} has no rules topic "${topic}" (${hint ? `did you mean "${hint}"? ` : ''}topics: ${ids})`,

  // ── cards ──────────────────────────────────────────────────────────────────────────────────────────────
  whereSyntax: (clause: string) => `--where takes column=value, got "${clause}"`,
  noColumn: (column: string, keys: string) => `no column "${column}" (columns: ${keys})`,
  noCardMatches: 'No card matches.',
  cardsHead: ['id', 'name'],
  cardCount: (n: number) => plural(n, 'card'),

  // ── check ──────────────────────────────────────────────────────────────────────────────────────────────
  nothingToCheck: (game: string) => `${game} is played without decks to build; nothing to check`,
  deckLegal: (source: string, game: string, options: string) => `✔ ${source} is a legal ${game} deck${options ? ` (${options})` : ''}.`,
  deckIllegal: (source: string, n: number) => `✘ ${source} is not legal — ${plural(n, 'problem')}:`,
  moreProblemLines: (n: number) => `… and ${plural(n, 'more line')} with a problem (--json lists every one)`,
  stdinName: 'stdin',
  stdinTooLarge: (mb: number) => `the deck list on stdin is larger than ${mb} MB; a deck list is a few hundred lines`,

  // ── play ───────────────────────────────────────────────────────────────────────────────────────────────
  otherGameLog: (path: string, logGame: string, game: string) => `${path} is a ${logGame} game, not ${game}`,
  cannotResume: (where: string, message: string, path: string) => `${where}: ${message}; cannot resume (check it with: cardref replay ${path})`,
  resumed: (path: string, moves: number) => `Resumed ${path} after ${plural(moves, 'move')}.`,
  resumeIgnores: (flags: string, path: string) => `warning: ${flags} ignored: the decks, players, seed and rules come from ${path}`,
  resumeFinished: (path: string, result: string) => `${path} is a finished game (${result}); nothing to resume (see it with: cardref replay ${path})`,
  deckForSeat: (seat: number) => `Deck for seat ${seat}`,
  sessionHeader: (game: string, seed: string | undefined, log: string | undefined) => `${game}${seed ? ` · seed ${seed}` : ''}${log ? ` · log: ${log}` : ''}`,
  seedWas: (seed: string) => `Seed of this game: ${seed} (cardref play … --seed ${seed} deals it again)`,
  botPlayer: (name: string, kind: string) => `${name} (${kind} bot)`,
  handOff: (name: string, seat: number) => `Pass the terminal to ${name} (seat ${seat}) and press Enter… `,
  resignConfirm: (name: string, leaves = false) =>
    (leaves ? `Resign and leave the game as ${name}? The others play on. (yes/no) ` : `Resign the game as ${name}? (yes/no) `),
  yesWords: ['yes', 'y'],
  yesNo: ['yes', 'no'],
  moveCount: (n: number) => `${n === 1 ? 'There is 1 move' : `There are ${n} moves`}; type "moves" to see ${n === 1 ? 'it' : 'them'}.`,
  tookBack: 'Took back your last move.',
  wentBack: (steps: number) => `Back to where your move started (${steps === 1 ? '1 step' : `${steps} steps`} taken back).`,
  // play --table (table.ts): the table tells each chance outcome
  tableNoBots: '--table is played by the people at the table with their own cards: drop --bot and --vs',
  tableResumeSeeded: (path: string) => `--table --resume needs a log written at the table or by cardref play (a transcript with "> pile: card" lines); ${path} has none`,
  tableHeader: 'played with real cards: cardref asks the table what chance did',
  tableSetup: 'Setting up the table',
  tableMove: (who: string, choice: string) => `${who}: ${choice}`,
  tableDeck: (name: string, key: string) => `${name}'s deck (${key})`,
  tablePile: (key: string) => `pile ${key}`,
  tablePrivate: (name: string, pile: string, nth: number) => `${name}, only you see it: which card comes from ${pile}? (card ${nth})`,
  tableShown: (pile: string, nth: number) => `Everyone sees it: which card comes from ${pile}? (card ${nth})`,
  tableFirst: (seats: string) => `Who goes first? Type the seat: ${seats}`,
  tablePick: (key: string, n: number) => `Random pick "${key}": which one, 1 to ${n}?`,
  tableSoFar: (names: string) => `Told so far: ${names}`,
  tableSoFarSeparator: '; ',
  tableGoesFirst: (name: string) => `${name} goes first`,
  tablePicked: (key: string, n: string) => `pick "${key}": ${n}`,
  tableHow: (n: number) => `Type the card's name, a part of it, or its id (${n === 1 ? '1 card is' : `${n} cards are`} possible; "moves" lists them). "undo" takes back the last answer.`,
  tableHowPick: 'Type the number (who goes first: the seat\'s number or the player\'s name). "undo" takes back the last answer.',
  tableNotThere: (typed: string, pile: string, hint: string | undefined, could: string) => `${typed} cannot come from ${pile} now.${hint ? ` Did you mean "${hint}"?` : ''} Possible: ${could}`,
  tableBadPick: (typed: string, n: number, hint?: string) => `${typed} is not a choice here: type a number from 1 to ${n}.${hint ? ` Did you mean "${hint}"?` : ''}`,
  tableStdinBad: (line: number | undefined, why: string) => `stdin line ${line}: ${why}`,
  tableUndone: 'Took back the last answer; it is asked again.',
  tableWithdrawn: 'No card was told for this move yet, so the move itself is taken back.',
  tableReopened: (pile: string) => `Took back the last card told (from ${pile}); it is asked again.`,
  tableNothingTold: 'Nothing has been told yet.',
  tableNoBoard: 'The board is laid out once the setup is told.',
  tableCommands: '"moves" lists the possible answers; board, info and history show the game as at the move prompt. None of them answers the question.',
  tableInfoByName: 'Here info takes a card\'s name or id: info NAME.',
  tableWhyShown: (why: string, nth: number) => `${why}: which card is it?${nth > 1 ? ` (card ${nth})` : ''}`,
  tableWhyPrivate: (why: string, name: string, nth: number) => `${why}: which card is it?${nth > 1 ? ` (card ${nth})` : ''} Only ${name} sees it.`,
  tableWhyPick: (why: string, n: number) => `${why}: which one, 1 to ${n}?`,
  tableHelpWhy: (why: string) => `Asked because: ${why}.`,
  tableHelpAsked: (why: string | undefined, pile: string, seen: string) => `${why ? `Asked because: ${why}. ` : ''}The card comes from ${pile}; ${seen}. cardref cannot see your cards: tell it which card it is.`,
  tableHelpEveryone: 'everyone sees it',
  tableHelpOnly: (name: string) => `only ${name} sees it, so it is asked on ${name}'s screen`,
  tableHelpType: (n: number) => `Type the card as it is printed: its whole name, or any part of the name that no other possible card has, in any case, in English or Chinese; or its id. ${n === 1 ? 'Only 1 card is' : `${n} cards are`} possible; a name that fits none gets a suggestion.`,
  tableHelpList: 'Tab offers the ids of the possible cards; "undo" takes back the last answer.',
  tableCardLabel: (name: string, id: string) => `${name} (${id})`,
  tableCardSeparator: ' · ',
  tableSeveral: (typed: string, could: string) => `${typed} is part of the names of several possible cards: ${could}. Type more of the name, or the id.`,
  tableMoreCards: (n: number) => `${n} more ("moves" lists them)`,
  decides: (name: string, seat: number) => `▶ ${name} (seat ${seat}, you)`,
  boardCut: (lines: number) => `  ⋯ ${lines} more board lines: make the terminal taller, or type "board" ⋯`,
  boardCutShort: (lines: number) => `  ⋯ ${lines} more lines: type "board" ⋯`,
  morePages: (shown: string) => `(${shown}; Enter shows more)`,
  /** Where the pager is in a command's output, counted in what the output lists (`moves 1–4 of 6`). */
  pageRange: (from: number, to: number, total: number, unit: 'moves' | 'lines') => {
    const [one, many] = unit === 'moves' ? ['move', 'moves'] : ['line', 'lines'];
    return `${from === to ? `${one} ${from}` : `${many} ${from}–${to}`} of ${total}`;
  },
  /** A seat of three or more that resigned and left; the game goes on for the others. */
  historyEmpty: 'No move has been made yet.',
  seatLeft: (name: string, others: string[]) => `${name} resigned and left the table; ${others.join(', ')} play on`,
  lastPage: (shown: string) => `(${shown})`,
  didYouMean: (word: string) => ` Did you mean \`${word}\`?`,
  infoUsage: 'info N: a card in your hand; info field N: your field; info opp N: the next seat\'s field; info NAME: any card.',
  infoNoCard: (place: string) => `There is no card you can see at "${place}".`,
  infoUnknown: (name: string, hint: string | undefined) => `No card is called "${name}".${hint ? ` Did you mean "${hint}"?` : ''}`,
  botThinking: (name: string) => `${name} is thinking…`,
  hintThinking: 'Looking for a hint (from your view only)…',
  /** `hint` and `replay --explain`: the best move and the estimated win rate of the top few (`attack 2 61%`). */
  bestMove: (best: string, rates: string[]) => `best: ${best} · estimated win rate: ${rates.join(', ')}`,
  hintOnlyMove: (move: string) => `There is only one move: ${move}.`,
  unjudgedMove: (move: string) => `no hint: the bots do not judge this decision and always play ${move}`,
  explainMove: (number: number, player: string, played: string, agrees: boolean) => `${number}. ${player}: ${played}${agrees ? ' (the bot agrees)' : ''}`,
  explainHeader: (iterations: number) => `Each decision is analysed by the hard bot's search (${iterations} iterations) from the deciding seat's view only. ` +
    'A seat\'s lines name its own moves: while a game is on, show them to that seat alone.',
  explainNone: 'No decision with more than one move to explain.',
  earlierEvents: (n: number) => `(${n} earlier ${n === 1 ? 'move' : 'moves'}: type "history")`,
  /** Board headings: the viewing seat is marked the same way in every game. */
  boardYou: (name: string) => `▶ You (${name})`,
  boardOther: (name: string) => name,
  /** A wide board's last line: what its short forms mean (`boardKey`). */
  boardLegend: 'key: ',
  /** `help`'s section on the board's short forms. */
  helpBoard: 'Reading the board:',
  pickTitle: 'Choose a move',
  selectKeys: { navigate: 'navigate', select: 'select' } as Record<string, string>,
  helpNow: 'Now: ',
  helpKinds: 'Moves you can make now, one example of each:',
  helpKind: (count: number, example: string, meaning: string) => `${count === 1 ? '1 move ' : `${count} moves`}  e.g. \`${example}\` — ${meaning}`,
  /** The usage line of a kind of move and its rules topic, from the game's move table. */
  helpForm: (usage: string, topic: string) => `written: ${usage} (rules: ${topic})`,
  helpHowTo: 'Type a move as shown, or its number from "moves"; "pick" chooses from a list; Tab completes.',
  helpAlso: (commands: string, game: string) => `Also: ${commands}. Rules: cardref rules ${game}`,
  illegalMove: (typed: string) => `${typed} is not a legal move now.`,
  /** Follows `illegalMove` on the same line (English needs the space, Chinese does not). */
  illegalBecause: (reason: string) => ` Why: ${reason}${/[.?!。？！]$/u.test(reason) ? '' : '.'}`,
  legalLikeIt: 'Legal moves like it: ',
  legalNowLabel: 'Legal now: ',
  moreMoves: (n: number) => `(+${n} more: type "moves")`,
  stdinIllegal: (line: number | undefined, typed: string, name: string, prompt: string) => `stdin line ${line}: illegal move ${typed} for ${name} (${prompt})`,
  legalNow: (moves: string) => `legal now: ${moves}`,
  gameOver: (result: string) => `Game over: ${result}`,
  logSaved: (path: string) => `Log saved to ${path} (cardref replay ${path})`,
  resumeHint: (game: string, path: string) => ` The log is saved: continue with cardref play ${game} --resume ${path}`,
  inputEnded: (moves: number, where: string) => `Input ended; the game is in progress after ${plural(moves, 'move')}.${where}`,
  abortedLine: (where: string) => `\nAborted.${where}`,
  abortedNothingSaved: '\nAborted before the first move: nothing was saved.',
  logSaveFailed: (why: string) => `${why}. The log is NOT saved; the game goes on and cardref tries again after every move (free some space or fix the folder).`,
  logStillUnsaved: (path: string) => `the log ${path} is still NOT saved.`,
  logSavedAgain: (path: string) => `The log is saved again: ${path}`,
  logNotSavedEnd: (path: string, why: string) => `the log could NOT be saved (${why}); ${path} does not hold the last moves of this game.`,
  /** The result as a sentence; the log keeps the English form of the engine. */
  result: (result: GameResult, players: string[]) => formatResult(result, players),

  // ── replay ─────────────────────────────────────────────────────────────────────────────────────────────
  seatRange: (seats: number) => `--seat must be 1 to ${seats}`,
  atRange: (moves: number) => `--at must be 0 to ${moves} (the log has ${plural(moves, 'move')})`,
  legalThere: (moves: string) => `legal there: ${moves}`,
  validBefore: (n: number, path: string) => `(${n === 1 ? '1 move before it is' : `${n} moves before it are`} valid; see the board there with: cardref replay ${path} --at ${n})`,
  afterMove: (at: number, moves: number) => `after move ${at} of ${moves}`,
  movesVerified: (n: number) => `${plural(n, 'move')} verified`,
  inProgress: 'game in progress',
  atStart: 'the start, before move 1',
  resignsGame: (name: string) => `${name} concedes the game`,
  resignsLeaves: (name: string) => `${name} resigns and leaves the game; the others play on`,
  stepNoJson: '--step is interactive and has no JSON form; use --at N --json for the position after move N',
  stepPrompt: (at: number, moves: number) => `move ${at}/${moves} · Enter: next · b: back · g N: go to N · q: quit · ?: help > `,
  stepHelp: [
    'Enter, n, next   the next move',
    'b, back          one move back',
    'g N, N           go to move N (0 = the start)',
    'q, quit          stop',
    '?, h, help       this help',
  ].join('\n'),
  stepUnknown: (typed: string, help: string) => `${typed} is not a step command:\n${help}`,
  stepAtStart: 'This is the start of the game.',
  stepAtEnd: 'This is the end of the log.',
  gameInProgress: 'Game in progress.',

  // ── sim ────────────────────────────────────────────────────────────────────────────────────────────────
  simHead: ['seat', 'bot', 'deck', 'wins', 'win rate', '95% interval'],
  simSummary: (s: { games: number; draws: number; lostToGame: number; unfinished: number; mean: string; max: number; seconds: string }) =>
    `${plural(s.games, 'game')} · draws ${s.draws}${s.lostToGame ? ` · lost to the game ${s.lostToGame}` : ''} · unfinished ${s.unfinished} · decisions per game: mean ${s.mean}, max ${s.max} · ${s.seconds} s`,
  simTime: (elapsed: string, left: string | undefined) => `${elapsed} elapsed${left === undefined ? '' : ` · about ${left} left`}`,
  workerFailed: (message: string | undefined) => `a sim worker failed: ${message}`,
};

export type Messages = typeof en;

/** Commander's error lines in Chinese; anything not matched stays as commander wrote it. */
function commanderErrorZh(text: string): string {
  const rules: [RegExp, (...m: string[]) => string][] = [
    [/^error: unknown command '(.*)'/, (name) => `错误：未知命令 '${name}'`],
    [/^error: unknown option '(.*)'/, (flag) => `错误：未知选项 '${flag}'`],
    [/^error: missing required argument '(.*)'/, (name) => `错误：缺少必需的参数 '${name}'`],
    [/^error: option '(.*)' argument missing/, (flags) => `错误：选项 '${flags}' 缺少参数值`],
    [/^error: option '(.*)' argument '(.*)' is invalid\. Allowed choices are (.*)\./, (flags, value, allowed) => `错误：选项 '${flags}' 的值 '${value}' 无效，可选值：${allowed}。`],
    [/^error: too many arguments(?: for '(.*)')?\. Expected (\d+) arguments? but got (\d+)\./, (cmd, expected, got) => `错误：${cmd ? `'${cmd}' 的` : ''}参数过多：应为 ${expected} 个，实际 ${got} 个。`],
    [/^error: command-argument value '(.*)' is invalid for argument '(.*)'\. Allowed choices are (.*)\./, (value, name, allowed) => `错误：参数 '${name}' 的值 '${value}' 无效，可选值：${allowed}。`],
    [/^\(Did you mean one of (.*)\?\)/, (names) => `（你是不是想输入以下之一：${names}？）`],
    [/^\(Did you mean (.*)\?\)/, (name) => `（你是不是想输入 ${name}？）`],
  ];
  return text.split('\n').map((line) => {
    for (const [pattern, reword] of rules) {
      const m = pattern.exec(line);
      if (m) return reword(...m.slice(1).map((g) => g ?? ''));
    }
    return line;
  }).join('\n');
}

export const zh: Messages = {
  programDescription: 'WIXOSS、Puzzle & Dragons TCG、EAT/PAINT 和 Midrash 的裁判与同屏对战工具。',
  versionOption: '显示版本号',
  helpOption: '显示命令帮助',
  helpCommand: '显示命令帮助',
  noColorOption: '纯文本输出，不使用颜色（也支持 NO_COLOR）',
  langOption: '界面语言：en 或 zh（默认取自 LC_ALL、LC_MESSAGES 或 LANG）',
  jsonOption: '在标准输出输出一个 JSON 文档',
  helpAfterError: '（用 --help 查看用法）',
  titles: { 'Usage:': '用法：', 'Options:': '选项：', 'Arguments:': '参数：', 'Commands:': '命令：', 'Global Options:': '全局选项：' },
  optionExtras: (text) => text.replace(/ \(((?:choices|default): .*)\)$/, (_, inner: string) =>
    `（${inner.replace('choices: ', '可选：').replace('default: ', '默认：')}）`),
  programHelpAfter: `
示例：
  cardref games                          列出所有游戏
  cardref rules wixoss attack            WIXOSS 的攻击规则
  cardref cards wixoss --search servant  查找卡牌
  cardref check wixoss my-deck.txt       这副牌组合法吗？
  cardref play wixoss                    在本终端同屏对战
  cardref play wixoss --bot 2=random     与机器人对战
  cardref replay game.log --at 12        验证对局记录，显示第 12 步之后的局面
  cardref sim wixoss --games 100         让机器人互相对战
  cardref games --lang en                用英文显示
  source <(cardref completion bash)      在当前 shell 中启用 Tab 补全（见 completion --help）

退出码：0 成功，1 用法错误，2 违反规则（牌组、着法或记录不合法），70 内部错误，
130 已中止（Ctrl+C），143 被 SIGTERM 终止。`,
  gameArgument: (ids) => `以下之一：${ids}`,
  commanderError: commanderErrorZh,

  games: { description: '列出 cardref 支持裁判的游戏' },
  rules: {
    description: '按主题速查游戏规则',
    topicArgument: '主题编号；省略时列出所有主题',
    helpAfter: '\n' + exampleLines('示例：', EXAMPLES.rules),
  },
  cards: {
    description: '列出游戏的卡牌：每张一段，终端放得下时为表格',
    searchOption: '只显示名称、数值或文本包含此内容的卡牌（不分大小写、全半角与空格）',
    whereOption: '只显示该列为该值或含有这些词的卡牌，例如 type=ARTS（可重复）',
    helpAfter: '\n' + exampleLines('示例：', EXAMPLES.cards),
  },
  check: {
    description: '按构筑规则检查牌组（列出所有违规）',
    deckArgument: '牌组文件、内置牌组编号，或 -（从标准输入读取清单）',
    rulesOption: '规则变体：--option rules=变体 的简写（WIXOSS：seed、modern）',
    optionOption: '规则选项 名称=值（可重复），例如 rules=modern',
    helpAfter: '\n牌组格式：每行一条“数量 名称或编号”，# 开头为注释，[分区] 为分区标题。\n\n' + exampleLines('示例：', EXAMPLES.check),
  },
  play: {
    description: '在本终端同屏对战，由程序执行全部规则',
    deckOption: '某座位的牌组：内置编号或文件（可重复），例如 1=white-hope',
    botOption: '让机器人操作某座位：难度（easy、normal、hard）、random、greedy、mcts 或 cmd:"程序"（可重复），例如 2=hard',
    vsOption: '与电脑对战，选择难度（easy、normal、hard）：除 1 号座位外的每个座位都由电脑操作（--bot 仍可指定座位）',
    botTimeoutOption: 'cmd: 机器人每步最多可用的毫秒数，超时即判负',
    nameOption: '某座位的玩家名（可重复），例如 1=Alice',
    playersOption: '座位数（允许多人的游戏）',
    seedOption: '洗牌种子（默认随机，会写入记录）',
    firstOption: '先手座位（默认按种子掷硬币；规则已决定时忽略并警告，例如EAT/PAINT的SPD）',
    rulesOption: '规则变体：--option rules=变体 的简写（WIXOSS：seed、modern）',
    optionOption: '规则选项 名称=值（可重复），例如 life=10（EAT/PAINT）',
    logOption: '每步之后把对局记录写到此文件（原子写入；在终端上默认自动保存到 ~/.local/state/cardref）',
    forceOption: '允许 --log 替换一个不是本游戏对局记录的已有文件',
    resumeOption: '继续此记录中保存的对局',
    openOption: '明牌：座位之间不显示交接画面',
    handoffOption: '即使对局没有私密信息（Midrash），座位之间也显示交接画面',
    tableOption: '为用实体卡进行的对局当裁判：每当有随机结果，cardref 就询问牌桌发生了什么',
    helpAfter: `
对局中输入着法（例如 "summon 3 2"、"attack 1"、"pass"，着法写法在所有语言中相同），
"moves" 列表中的编号，或以下命令：
  moves   合法着法及其效果                       help    这一步怎么下
  pick    从列表中选择                           board   重新显示局面
  undo    撤回你的上一步                         resign  认输
  hint    hard 机器人只从你的视角会下的着法，及其胜率估计
  back    撤回正在进行的这一步（它的费用、对象）
  info    查看卡牌文字："info 3"（第3张手牌）、"info field 2"、"info opp 2"、"info 侍从 O"
  history 你能知道的全部经过
标准输入不是终端时，每行读取一步，交给当前需要决定的座位
（也可用 hint、undo（同上）和 resign）；不合法的一行以退出码 2 结束。

--table：你们用实体卡对局，由 cardref 当裁判。每当有牌被知晓（抽牌、翻开）或随机决定谁先手时，
它会询问：输入卡牌编号，与 "cardref cards <游戏>" 中相同（Tab 从仍可能的牌中补全），
"undo" 撤回上一个回答。只有一名玩家能看到的牌，会在交接给该玩家之后才询问。
记录是一份实录（"> 牌堆: 卡牌" 行），可用 "cardref replay" 验证。

每个座位都是机器人（--bot、--vs）的对局，会像 "sim" 一样采用游戏为自我对弈设定的上限，
并写入记录头部：2-4人的 Midrash 对局在第30轮后以未完成结束，因为随机着法可能永远达不到
10点睿智，而规则没有轮数限制。--option round-limit=N 或 round-limit=off 可改变它。

不加 --log 时，终端上的对局自动保存在 $XDG_STATE_HOME/cardref/
（默认 ~/.local/state/cardref/），该文件夹只有你能读取（cardref 会将其设为 0700，
无法设置时给出警告），对局结束时显示其路径。记录中含有种子，
读到它的人能还原所有隐藏的牌（手牌、牌库顺序）：对局结束前请勿给别人看。

${exampleLines('示例：', EXAMPLES.play)}`,
  },
  replay: {
    description: '验证对局记录的每一步；显示任意一步的局面',
    logArgument: '对局记录文件',
    atOption: '显示第 n 步之后的局面（0 = 开局）',
    stepOption: '逐步回放对局（回车：下一步，b：后退，g N：跳到第 N 步）',
    seatOption: '以座位 n 的视角显示局面（默认为旁观者视角）；与 --explain 一起时只分析座位 n 的着法',
    explainOption: '对每次决策，给出 hard 机器人从该座位视角会选的着法及估计胜率',
    helpAfter: '\n每一步都会检查，使用 --at N 时也一样：遇到不合法的着法时给出行号，退出码为 2。\n' +
      '在 --step 提示符下：回车下一步，b 后退，g N（或 N）跳到第 N 步，q 退出，? 帮助。\n\n' + exampleLines('示例：', EXAMPLES.replay),
  },
  sim: {
    description: '让机器人互相对战：胜率与对局长度',
    gamesOption: '对局数',
    seedOption: '第一局的种子（各局依次使用 seed、seed+1、…）',
    botsOption: '每个座位的机器人，用逗号分隔（easy、normal、hard、random、greedy、mcts、cmd:"程序"；程序里的逗号须放在引号内）',
    iterationsOption: 'mcts 机器人每次决策的 MCTS 迭代次数（默认 200；难度等级用各自的预算；replay --explain 默认用 hard 的）',
    thinkOption: '每次决策的 MCTS 思考时间（毫秒；此时结果取决于机器速度）',
    workersOption: '在这么多个工作线程上进行对局（结果与单线程相同）',
    deckOption: '某座位的牌组（可重复）',
    playersOption: '座位数',
    rulesOption: '规则变体：--option rules=变体 的简写',
    optionOption: '规则选项 名称=值（可重复）',
    logDirOption: '把每局的记录保存到此文件夹',
    helpAfter: '\n--bots 每个座位一项（少于座位数时按顺序轮流；多于座位数是用法错误）。\n' +
      'cmd: 机器人判负过（无法启动、中途退出、超时或回答不合规）时退出码为 2；\n' +
      '--json 按座位统计这些判负。\n\n' +
      exampleLines('示例：', EXAMPLES.sim),
  },
  serve: {
    description: '让程序来下棋：在标准输入/输出上收发 JSON 行（见 docs/protocol.md）',
    helpAfter: '\n每行一个 JSON 请求，每行一个 JSON 应答；先发送 hello。请求类型：hello、start、load、\n' +
      'observe、act、undo、log、end。文本均为英文。格式说明：docs/protocol.md。\n\n' + exampleLines('示例：', EXAMPLES.serve),
  },
  completion: {
    description: '输出 bash、zsh 或 fish 的 Tab 补全脚本',
    shellArgument: 'shell 类型：bash、zsh 或 fish',
    helpAfter: '\n脚本可补全命令、选项、游戏编号、内置牌组和规则主题。第一行在当前 shell 中加载；\n' +
      '其余各行为以后打开的每个 shell 安装（任选其一）。\n\n' + exampleLines('示例：', EXAMPLES.completion),
  },

  aborted: '已中止',
  internalError: '内部错误（请报告此问题）',
  unknownGame: (id, ids, hint) => `未知游戏 "${id}"（${hint ? `你是不是要找“${hint}”？` : ''}可用游戏：${ids}）`,

  deckFile: '牌组文件',
  logFile: '记录文件',
  fileMissing: (what, path) => `${what} "${path}" 不存在`,
  fileIsDirectory: (what, path) => `${what} "${path}" 是文件夹，不是文件`,
  fileUnreadable: (what, path, code) => `无法读取${what} "${path}"：${code}`,
  fileUnwritable: (path, why) => `无法写入 "${path}"：${why}`,
  logDirUnusable: (dir, why) => `--log-dir "${dir}" 不是 cardref 能写入记录的文件夹（${why}）：请给出一个文件夹，或可以新建文件夹的路径`,
  fileNotRegular: (what, path) => `${what} "${path}" 不是普通文件（不读取 FIFO、设备或套接字）`,
  fileTooBig: (what, path, mb) => `${what} "${path}" 大于 ${mb} MB，超过任何牌组或记录的大小；未读取`,
  logPathEmpty: (option) => `--${option} 需要一个文件名`,
  logIsSymlink: (path) => `"${path}" 是符号链接；cardref 从不替换链接指向的文件：请给出文件本身的路径`,
  logNotRegular: (path) => `"${path}" 不是普通文件（是文件夹、FIFO 或设备）；请为记录给出一个文件名`,
  logNotOurs: (path, game) => `"${path}" 已存在，且不是 cardref 的 ${game} 对局记录；不会覆盖它（请换一个文件名，或加上 --force）`,
  logLocked: (path, pid) => `"${path}" 正被另一个 cardref 使用（pid ${pid}）；请先结束那局，或使用另一个记录文件`,
  lockInTheWay: (path) => `"${path}" 是记录的锁文件所在位置，但它不是普通文件；请删除它或换一个记录文件名`,
  stateDirOpen: (path, mode) => `警告：其他用户可以读取自动保存文件夹 "${path}"（权限 ${mode}），cardref 无法将其设为私有：请对它执行 chmod 700，或用 --log 保存`,

  seatSyntax: (option, seats, raw) => `--${option} 的格式为 座位=值，座位为 1 到 ${seats}，例如 --${option} 1=…；收到的是 "${raw}"`,
  seatOutOfRange: (option, raw, seats) => `--${option} ${raw}：座位必须为 1 到 ${seats}`,
  seatTwice: (option, seat) => `--${option} 两次指定了座位 ${seat}`,
  optionSyntax: (raw) => `--option 的格式为 名称=值，收到的是 "${raw}"`,
  playerCount: (game, range, given) => `${game} 的玩家人数为 ${range}；不能使用 --players ${given}`,
  noSuchOption: (game, name, names) => `${game} 没有选项 "${name}"（可用选项：${names || '无'}）`,
  optionValue: (name, allowed, value) => `${name} 必须是 ${allowed} 之一；收到的是 "${value}"`,
  optionTwice: (name, first, second) => `选项 ${name} 给了两次，分别为 "${first}" 和 "${second}"：只能给一次`,
  noDecksDropDeck: (game) => `${game} 不使用牌组；请去掉 --deck`,
  noBuiltinDeck: (game, value, ids) => `没有名为 "${value}" 的 ${game} 内置牌组（内置：${ids}）；牌组文件需要写成路径，例如 ./my-deck.txt`,
  giveDeck: (seat) => `请用 --deck ${seat}=<牌组> 为座位 ${seat} 指定牌组`,
  firstRange: (seats) => `--first 必须是 1 到 ${seats} 的座位`,
  firstIgnored: (seat, reason) => `警告：已忽略 --first ${seat}：${reason}`,
  wholeNumber: (name, min, max, given) => `${name} 必须是 ${min} 到 ${max} 之间的整数（只用十进制数字）；收到的是 ${given}`,
  unknownBot: (kind, kinds) => `未知机器人 "${kind}"（可用：${kinds}）`,
  unknownLevel: (level, levels) => `未知难度 "${level}"（可用：${levels}）`,
  botForfeit: (seat, name, why) => `座位 ${seat}（${name}）的机器人判负：${why}`,
  simForfeit: (seed, why) => `种子为 ${seed} 的对局：${why}`,
  simForfeits: (seat, games, reasons) => `座位 ${seat} 的机器人判负 ${games} 局（${reasons}）`,
  tooManyBots: (bots, game, seats) => `--bots 列出了 ${bots} 个机器人，但这局 ${game} 只有 ${seats} 个座位（座位数由 --players 设定）`,
  botWhy: {
    illegal: (answer, reason) => `它回答了 ${answer}，这不是当前的合法着法${reason ? `（${reason}）` : ''}`,
    malformed: (line) => `它的回答 ${line} 不是带有 "move" 文本的 JSON 对象`,
    timeout: (ms) => `${ms} 毫秒内没有回答`,
    died: (how) => `程序在回答前结束了（${how}）`,
    unasked: (line) => `它在没有被询问时输出了 ${line}`,
    tooLong: (bytes) => `它的回答一行超过了 ${bytes} 字节`,
    noStart: (why) => `无法启动该程序：${why}`,
    shellRefused: (how) => `无法启动该程序（shell 以 ${how} 结束：找不到或不可执行）`,
  },

  gamesHead: ['编号', '游戏', '简介'],
  gamesTry: (id) => `试试：cardref rules ${id}   ·   cardref play ${id}`,

  rulesTopics: (game) => `${game} — 规则主题`,
  rulesReadOne: (game, topic) => `阅读某个主题：cardref rules ${game} ${topic}`,
  noTopic: (game, topic, ids, hint) => `${game} 没有规则主题 "${topic}"（${hint ? `你是不是要找“${hint}”？` : ''}主题：${ids}）`,

  whereSyntax: (clause) => `--where 的格式为 列=值，收到的是 "${clause}"`,
  noColumn: (column, keys) => `没有列 "${column}"（可用列：${keys}）`,
  noCardMatches: '没有匹配的卡牌。',
  cardsHead: ['编号', '名称'],
  cardCount: (n) => `共 ${n} 张卡牌`,

  nothingToCheck: (game) => `${game} 不需要构筑牌组，无需检查`,
  deckLegal: (source, game, options) => `✔ ${source} 是合法的 ${game} 牌组${options ? `（${options}）` : ''}。`,
  deckIllegal: (source, n) => `✘ ${source} 不合法 — ${n} 个问题：`,
  moreProblemLines: (n) => `… 另有 ${n} 行有问题（--json 会全部列出）`,
  stdinName: '标准输入',
  stdinTooLarge: (mb) => `标准输入中的牌组清单超过 ${mb} MB；一份牌组清单只有几百行`,

  otherGameLog: (path, logGame, game) => `${path} 是 ${logGame} 的对局，不是 ${game}`,
  cannotResume: (where, message, path) => `${where}：${message}；无法继续（用此命令检查：cardref replay ${path}）`,
  resumed: (path, moves) => `已从 ${path} 继续，之前共 ${moves} 步。`,
  resumeIgnores: (flags, path) => `警告：已忽略 ${flags}：卡组、玩家、种子和规则都取自 ${path}`,
  resumeFinished: (path, result) => `${path} 是已结束的对局（${result}）；无可继续（查看：cardref replay ${path}）`,
  deckForSeat: (seat) => `座位 ${seat} 的牌组`,
  sessionHeader: (game, seed, log) => `${game}${seed ? ` · 种子 ${seed}` : ''}${log ? ` · 记录：${log}` : ''}`,
  seedWas: (seed) => `本局种子：${seed}（cardref play … --seed ${seed} 可重新发出同样的牌）`,
  botPlayer: (name, kind) => `${name}（${kind} 机器人）`,
  handOff: (name, seat) => `请把终端交给 ${name}（座位 ${seat}），然后按回车… `,
  resignConfirm: (name, leaves = false) =>
    (leaves ? `确定以 ${name} 的身份认输并离开对局吗？其他玩家继续。(是/否，yes/no) ` : `确定以 ${name} 的身份认输吗？(是/否，yes/no) `),
  yesWords: ['yes', 'y', '是', '确定'],
  yesNo: ['yes', 'no', '是', '否'],
  moveCount: (n) => `共有 ${n} 个着法；输入 "moves" 查看。`,
  tookBack: '已撤回你的上一步。',
  wentBack: (steps) => `已回到这一步开始之前（撤回了 ${steps} 步）。`,
  tableNoBots: '--table 由牌桌边的玩家用自己的卡牌进行：请去掉 --bot 和 --vs',
  tableResumeSeeded: (path) => `--table --resume 需要在牌桌上或由 cardref play 写下的记录（含 "> 牌堆: 卡牌" 行的实录）；${path} 中没有`,
  tableHeader: '使用实体卡：随机结果由 cardref 询问牌桌',
  tableSetup: '正在布置牌桌',
  tableMove: (who, choice) => `${who}：${choice}`,
  tableDeck: (name, key) => `${name} 的牌组 ${key}`,
  tablePile: (key) => `牌堆 ${key}`,
  tablePrivate: (name, pile, nth) => `${name}，只有你能看到：从 ${pile} 来的是哪张牌？（第 ${nth} 张）`,
  tableShown: (pile, nth) => `所有人都能看到：从 ${pile} 来的是哪张牌？（第 ${nth} 张）`,
  tableFirst: (seats) => `谁先手？输入座位：${seats}`,
  tablePick: (key, n) => `随机选择“${key}”：是哪一个，1 到 ${n}？`,
  tableSoFar: (names) => `已告知：${names}`,
  tableSoFarSeparator: '；',
  tableGoesFirst: (name) => `${name} 先手`,
  tablePicked: (key, n) => `随机选择“${key}”：${n}`,
  tableHow: (n) => `输入卡名、卡名的一部分或卡牌编号（可能的有 ${n} 张；"moves" 列出）。"undo" 撤回上一个回答。`,
  tableHowPick: '输入数字（谁先手：座位编号或玩家名）。"undo" 撤回上一个回答。',
  tableNotThere: (typed, pile, hint, could) => `${typed} 现在不可能从 ${pile} 出现。${hint ? `你是不是要输入“${hint}”？` : ''}可能的牌：${could}`,
  tableBadPick: (typed, n, hint) => `${typed} 不是这里的选项：请输入 1 到 ${n} 的数字。${hint ? `你是不是要输入“${hint}”？` : ''}`,
  tableStdinBad: (line, why) => `标准输入第 ${line} 行：${why}`,
  tableUndone: '已撤回上一个回答，请重新回答。',
  tableWithdrawn: '这一步还没有告知任何牌，因此撤回这一步本身。',
  tableReopened: (pile) => `已撤回最后告知的牌（来自${pile}），请重新回答。`,
  tableNothingTold: '还没有告知任何东西。',
  tableNoBoard: '牌桌布置告知完毕后才会摆出局面。',
  tableCommands: '"moves" 列出可能的回答；board、info 和 history 与着法提示处相同，显示对局情况。它们都不会回答这个问题。',
  tableInfoByName: '这里 info 需要卡牌的名称或编号：info 名称。',
  tableWhyShown: (why, nth) => `${why}：是哪张牌？${nth > 1 ? `（第 ${nth} 张）` : ''}`,
  tableWhyPrivate: (why, name, nth) => `${why}：是哪张牌？${nth > 1 ? `（第 ${nth} 张）` : ''}只有${name}能看到。`,
  tableWhyPick: (why, n) => `${why}：是哪一个，1 到 ${n}？`,
  tableHelpWhy: (why) => `询问原因：${why}。`,
  tableHelpAsked: (why, pile, seen) => `${why ? `询问原因：${why}。` : ''}这张牌来自${pile}；${seen}。cardref 看不到你们的实体卡：请告诉它是哪张牌。`,
  tableHelpEveryone: '所有人都能看到',
  tableHelpOnly: (name) => `只有${name}能看到，所以在${name}的画面上询问`,
  tableHelpType: (n) => `按卡面输入这张牌：完整卡名，或其他可能的牌都没有的卡名片段，不分大小写，中文或英文均可；也可以输入编号。可能的牌有 ${n} 张；对不上任何一张时会给出建议。`,
  tableHelpList: '按 Tab 补全可能的牌的编号；"undo" 撤回上一个回答。',
  tableCardLabel: (name, id) => `${name}（${id}）`,
  tableCardSeparator: ' · ',
  tableSeveral: (typed, could) => `${typed} 是多张可能的牌的卡名的一部分：${could}。请多输入一些卡名，或输入编号。`,
  tableMoreCards: (n) => `另有 ${n} 张（"moves" 列出）`,
  decides: (name, seat) => `▶ ${name}（座位 ${seat}，你）`,
  boardCut: (lines) => `  ⋯ 还有 ${lines} 行盘面放不下：请把终端调高，或输入 "board" ⋯`,
  boardCutShort: (lines) => `  ⋯ 还有 ${lines} 行：输入 "board" ⋯`,
  morePages: (shown) => `（${shown}；按回车看更多）`,
  pageRange: (from, to, total, unit) => {
    const measure = unit === 'moves' ? '步' : '行';
    return `第 ${from === to ? from : `${from}–${to}`} ${measure}，共 ${total} ${measure}`;
  },
  historyEmpty: '还没有人走过一步。',
  seatLeft: (name, others) => `${name} 认输离席；${others.join('、')} 继续对局`,
  lastPage: (shown) => `（${shown}）`,
  didYouMean: (word) => `你是不是想输入 \`${word}\`？`,
  infoUsage: 'info N：你手里的牌；info field N：你的场上；info opp N：下一位的场上；info 名称：任意一张牌。',
  infoNoCard: (place) => `"${place}" 处没有你能看到的牌。`,
  infoUnknown: (name, hint) => `没有叫 "${name}" 的牌。${hint ? `你是不是想找 "${hint}"？` : ''}`,
  botThinking: (name) => `${name} 正在思考…`,
  hintThinking: '正在寻找提示（只用你的视角）…',
  bestMove: (best, rates) => `最佳：${best} · 估计胜率：${rates.join('、')}`,
  hintOnlyMove: (move) => `只有一种着法：${move}。`,
  unjudgedMove: (move) => `没有提示：电脑不评判这一步，总是选 ${move}`,
  explainMove: (number, player, played, agrees) => `${number}. ${player}：${played}${agrees ? '（机器人也这样下）' : ''}`,
  explainHeader: (iterations) => `每次决策都由 hard 机器人的搜索（${iterations} 次迭代）只从决策座位的视角分析。` +
    '每个座位的分析会提到它自己的着法：对局进行中只给该座位本人看。',
  explainNone: '没有可分析的决策（每次都只有一种着法）。',
  earlierEvents: (n) => `（更早的 ${n} 步：输入 "history"）`,
  boardYou: (name) => `▶ 你（${name}）`,
  boardOther: (name) => name,
  boardLegend: '图例：',
  helpBoard: '盘面读法：',
  pickTitle: '选择一个着法',
  selectKeys: { navigate: '移动', select: '选择' },
  helpNow: '当前：',
  helpKinds: '现在可以走的着法（每类一个例子）：',
  helpKind: (count, example, meaning) => `${count} 种  例如 \`${example}\` —— ${meaning}`,
  helpForm: (usage, topic) => `格式：${usage}（规则：${topic}）`,
  helpHowTo: '按显示的样子输入着法，或输入 "moves" 列表中的编号；"pick" 从列表中选择；按 Tab 自动补全。',
  helpAlso: (commands, game) => `其他命令：${commands}。规则：cardref rules ${game}`,
  illegalMove: (typed) => `${typed} 现在不是合法着法。`,
  illegalBecause: (reason) => `原因：${reason}${/[.?!。？！]$/u.test(reason) ? '' : '。'}`,
  legalLikeIt: '类似的合法着法：',
  legalNowLabel: '当前合法着法：',
  moreMoves: (n) => `（还有 ${n} 个：输入 "moves"）`,
  stdinIllegal: (line, typed, name, prompt) => `标准输入第 ${line} 行：${name} 的着法 ${typed} 不合法（${prompt}）`,
  legalNow: (moves) => `当前合法着法：${moves}`,
  gameOver: (result) => `对局结束：${result}`,
  logSaved: (path) => `记录已保存到 ${path}（cardref replay ${path}）`,
  resumeHint: (game, path) => `记录已保存：用 cardref play ${game} --resume ${path} 继续`,
  inputEnded: (moves, where) => `输入已结束；对局进行中，已进行 ${moves} 步。${where}`,
  abortedLine: (where) => `\n已中止。${where}`,
  abortedNothingSaved: '\n已中止：第一步之前就停下了，没有保存任何记录。',
  logSaveFailed: (why) => `${why}。记录没有保存；对局继续，cardref 每步之后都会重试（请腾出空间或修复文件夹）。`,
  logStillUnsaved: (path) => `记录 ${path} 仍然没有保存。`,
  logSavedAgain: (path) => `记录已重新保存：${path}`,
  logNotSavedEnd: (path, why) => `记录无法保存（${why}）；${path} 中没有本局最后的着法。`,
  result: (result, players) => {
    const who = result.winners.length === 0 ? (result.labelText ?? result.label ?? '平局') : `${result.winners.map((s) => players[s]).join('和')}获胜`;
    return `${who}（${result.reason}）`;
  },

  seatRange: (seats) => `--seat 必须为 1 到 ${seats}`,
  atRange: (moves) => `--at 必须为 0 到 ${moves}（记录共有 ${moves} 步）`,
  legalThere: (moves) => `该处的合法着法：${moves}`,
  validBefore: (n, path) => `（此前的 ${n} 步均合法；查看该处局面：cardref replay ${path} --at ${n}）`,
  afterMove: (at, moves) => `第 ${at} 步之后（共 ${moves} 步）`,
  movesVerified: (n) => `${n} 步已验证`,
  inProgress: '对局进行中',
  atStart: '开局，第 1 步之前',
  resignsGame: (name) => `${name} 认输`,
  resignsLeaves: (name) => `${name} 认输并离开对局；其他玩家继续`,
  stepNoJson: '--step 是交互式的，没有 JSON 形式；要第 N 步之后的局面请用 --at N --json',
  stepPrompt: (at, moves) => `第 ${at}/${moves} 步 · 回车：下一步 · b：后退 · g N：跳到 N · q：退出 · ?：帮助 > `,
  stepHelp: [
    '回车、n、next    下一步',
    'b、back          后退一步',
    'g N、N           跳到第 N 步（0 = 开局）',
    'q、quit          退出',
    '?、h、help       显示本帮助',
  ].join('\n'),
  stepUnknown: (typed, help) => `${typed} 不是逐步回放的命令：\n${help}`,
  stepAtStart: '这里是对局的开始。',
  stepAtEnd: '这里是记录的末尾。',
  gameInProgress: '对局进行中。',

  simHead: ['座位', '机器人', '牌组', '胜局', '胜率', '95% 置信区间'],
  simSummary: (s) => `${s.games} 局 · 平局 ${s.draws}${s.lostToGame ? ` · 输给游戏 ${s.lostToGame}` : ''} · 未完成 ${s.unfinished} · 每局决策数：平均 ${s.mean}，最多 ${s.max} · ${s.seconds} 秒`,
  simTime: (elapsed, left) => `已用 ${elapsed}${left === undefined ? '' : ` · 预计还需 ${left}`}`,
  workerFailed: (message) => `模拟工作线程失败：${message}`,
};

export const CATALOGUE: Record<Lang, Messages> = { en, zh };
