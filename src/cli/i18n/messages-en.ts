/** Every text the CLI itself prints, in English (messages.ts says how the catalogues fit together). */
import type { GameResult } from '../../engine/game.js';
import { formatResult } from '../../engine/result-line.js';
import { EXAMPLES, exampleLines } from './examples.js';

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
  join: {
    description: 'take a seat at a game another terminal hosts (cardref host): its hand only, no hand-off',
    urlArgument: 'the join line\'s URL, ws://HOST:PORT/#SECRET (the host prints one per seat)',
    botOption: 'let a bot play the seat from here, seeing only what the seat sees (random)',
    reconnectOption: 'seconds to keep retrying a dropped connection',
    helpAfter: '\nThe screen of `play` for one seat: moves, help, board, info, history, pick, undo, resign, and\n' +
      '`say TEXT` to chat. Without a terminal, one move per line is read from stdin. A dropped connection is\n' +
      'retried; run the same line again to rejoin. Exit codes: 0 game over, 2 an illegal piped move, 3 the host\n' +
      'could not be reached, refused the secret or speaks another version, or the connection did not come back;\n' +
      '130/143 Ctrl+C/SIGTERM (the seat waits for you). How to: docs/network.md.\n\n' + exampleLines('Examples:', EXAMPLES.join),
  },
  watch: {
    description: 'watch a hosted game live: the public table, no seat\'s hand',
    urlArgument: 'the watch line\'s URL, ws://HOST:PORT/#SECRET',
    helpAfter: '\nAt the prompt: board, info, history, help, and `say TEXT`. Without a terminal, every move and chat\n' +
      'line is printed as it happens. Exit codes as for join. How to: docs/network.md.\n\n' + exampleLines('Examples:', EXAMPLES.watch),
  },
  host: {
    description: 'serve a game to other terminals: they join a seat with cardref join, or watch',
    seatOption: 'the seat this terminal plays (default: the first seat no bot takes), or "none" to only serve and show the public table',
    listenOption: 'the address to listen on (default 127.0.0.1; 0.0.0.0 for a LAN: anyone holding a join line can take that seat)',
    portOption: 'the port to listen on (default 7777; 0 picks a free one)',
    resumeOption: 'continue the hosted game saved in this log, with the same join lines',
    vsOption: 'the computer at this level (easy, normal, hard) takes every seat but the one this terminal plays (--seat; --bot still sets a seat)',
    tableOption: 'a game of real cards at each terminal: each seat tells its own draws at its own terminal, what everyone sees is told here',
    helpAfter: `
The host prints one line per seat played from elsewhere, "seat 2 (Ben): cardref join
ws://127.0.0.1:7777/#SECRET", and one "watch:" line for spectators. Each line holds its
own secret: give it only to that player. The game begins when every such seat has joined.
The log is saved after every move; the secrets are kept beside it (LOG.secrets, readable
by you only), so "cardref host GAME --resume LOG" serves the same lines again.

At your prompt, besides moves and the play commands:
  say TEXT        a chat line to everyone at the table
  replace 2 hard  hand seat 2 to a bot (a player who left)
  seats           who is connected
With --seat none these are read from stdin, one per line.

With --table each player holds real cards: cardref asks a joined seat what it draws at
that seat's terminal only (the others never read it), and asks here what everyone sees
(who goes first, a card turned face up from a shared pile) and your own seat's cards.

Ctrl+C, SIGTERM or SIGHUP ends the game cleanly: the log is saved, every connection is
told (over, no result) and closed, and the exit code is 130, 143 or 129.

For a friend elsewhere, over SSH: they run "ssh -L 7777:127.0.0.1:7777 yourhost", then
the join line you send them.

` + exampleLines('Examples:', EXAMPLES.host),
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
  resumeHint: (game: string, path: string, command = 'play') => ` The log is saved: continue with cardref ${command} ${game} --resume ${path}`,
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

  // ── network play: join and watch ────────────────────────────────────────────────────────────────────────
  netBadUrl: (text: string) => `${text} is no join line's URL (expected ws://HOST:PORT/#SECRET, as the host prints it)`,
  netUnreachable: (where: string, detail: string) => `cannot reach the host at ${where} (${detail}): is \`cardref host\` running there, and the port forwarded?`,
  netRefused: (message: string) => `the host refused: ${message}`,
  netVersion: (ours: number, host: string) => `the host speaks network version ${host}, this cardref ${ours}: use the same cardref version on both sides`,
  netTimeout: (where: string) => `the host at ${where} did not answer the handshake in time`,
  netLost: (where: string, seconds: number) => `the connection to ${where} was lost and did not come back within ${seconds} s; run the same line again to rejoin`,
  netTakenOver: 'another connection took this seat over with its secret',
  netReconnecting: 'connection lost, reconnecting…',
  netReconnected: 'reconnected',
  netMalformed: (problem: string) => `ignored a message from the host that breaks the protocol (${problem})`,
  netThinking: (name: string) => `${name} is thinking…`,
  netDisconnected: (names: string[]) => `${names.join(', ')} disconnected, waiting`,
  netWaiting: 'waiting for every seat to join…',
  netWatching: 'watching',
  netNotYours: (name: string) => `it is ${name}'s decision, not yours (say, history, board and info work meanwhile)`,
  netNotConnected: 'not connected (reconnecting…): try again in a moment',
  netHostSays: (message: string) => `the host: ${message}`,
  netUndone: (name: string) => `${name} took a move back`,
  netSayUsage: 'say TEXT: a line to everyone at the table',
  netBotUnavailable: (kind: string) => `--bot ${kind} cannot play a joined seat: only random plays from the seat's own view; the other bots search the whole game state, which only the host has (host with --bot N=${kind} instead)`,
  netLeft: 'Left the table; the seat waits: run the same line again to rejoin.',
  netJoined: (name: string, seat: number, game: string) => `${game} · seat ${seat} (${name})`,
  netWatchingGame: (game: string) => `${game} · watching`,
  netHostStopped: 'the host stopped the game before its end; once it is resumed (cardref host --resume), run the same line again',
  netNotJoinLine: 'this is the watchers\' line: `cardref watch` takes it (a seat\'s line names its seat)',
  netNotWatchLine: 'this is a seat\'s line: `cardref join` takes it (watchers have a line of their own)',
  hostSecretsFile: 'secrets file',
  hostBadSecrets: (path: string) => `${path} is not a secrets file of cardref host (it was changed, or belongs to another game)`,
  hostSecretsExist: (path: string) => `${path} exists: a hosted game on this log is not finished. Resume it with --resume, or choose another --log`,
  hostCannotListen: (address: string, port: number, why: string) => `cannot listen on ${address} port ${port}: ${why}`,
  hostOneTerminal: (option: string) => `${option} cannot be hosted: ${{
    '--open': 'open hands and the hand-off belong to one shared screen; a hosted game shows each seat its own hand at its own terminal',
    '--handoff': 'a hosted game has no hand-off screen, since no seat shares a screen with another',
  }[option] ?? 'it is an option of one terminal'}`,
  hostTableSeatNone: '--table --seat none: the cards everyone sees are told at the host\'s terminal, so the host takes a seat (--seat N)',
  tableAskedThere: (name: string) => `(${name} answers at their own terminal)`,
  netTableAsked: 'Your cards at the table: what you type reaches only the host, which shows the others only what the game lets them see.',
  hostSeatIsBot: (seat: number) => `seat ${seat} is played by a bot (--bot): choose another --seat, or none`,
  hostJoinLine: (seat: number, name: string, line: string) => `seat ${seat} (${name}): ${line}`,
  hostWatchLine: (line: string) => `watch: ${line}`,
  hostOpenWarning: (address: string) => `listening on ${address}: anyone who can reach this machine and holds a join line can take that seat`,
  hostWaiting: 'Waiting for every seat to join… (Ctrl+C stops)',
  hostJoined: (name: string) => `${name} joined`,
  hostLeft: (name: string) => `${name} disconnected, waiting (they rejoin with the same line; "replace" hands the seat to a bot)`,
  hostSeatLine: (seat: number, name: string, kind: string, connected: boolean) =>
    `seat ${seat} (${name}): ${kind === 'host' ? 'this terminal' : kind === 'bot' ? 'bot' : connected ? 'connected' : 'disconnected'}`,
  hostChatName: 'host',
  hostSayUsage: 'say what? "say TEXT" sends a line to everyone at the table',
  hostReplaceUsage: 'replace which seat? "replace 2 hard": a seat played from elsewhere, then a bot (easy, normal, hard, random, greedy, mcts)',
  hostReplaced: (seat: number, kind: string) => `seat ${seat} is played by the ${kind} bot from now on`,
  hostWordsOnly: (words: string) => `another seat decides now; you can type: ${words}`,
  hostVersionRefused: (theirs: string, ours: number) => `a client of network protocol ${theirs} was refused: this cardref speaks ${ours}; both sides need the same cardref version`,
};

export type Messages = typeof en;
