/**
 * The engine's own texts a user reads (errors about logs, decks, card data, undo and illegal moves), in the content
 * language. Quoted user input arrives already quoted (`quote()`), so these functions only place it.
 */
import { localized } from './i18n.js';

const en = {
  // log files
  notText: (source: string) => `${source}: not a text file (it contains NUL bytes)`,
  headerLine: (got: string) => `expected a header line "key: value", got "${got}"`,
  deckSeat: (got: string) => `deck.<seat> needs a seat number, got "deck.${got}"`,
  headerTwice: (key: string) => `header "${key}" given twice`,
  unknownHeader: (key: string) => `unknown header "${key}" (expected game, version, players, seed, first, deck.N, option.NAME, order.KEY)`,
  headerMissing: (source: string, key: string) => `${source}: the header has no "${key}:" line`,
  badPlayers: (source: string) => `${source}: "players:" must list distinct, non-empty names separated by commas`,
  badFirst: (source: string, n: number) => `${source}: "first:" must be a seat number from 1 to ${n}`,
  moveAfterResult: 'a move after the "result:" line',
  moveLine: (got: string) => `expected "<player>: <move>", got "${got}"`,
  notAPlayer: (who: string, players: string) => `"${who}" is not a player of this game (players: ${players})`,
  noMove: (who: string) => `no move after "${who}:"`,
  // matches
  noDecks: (game: string) => `${game} has no decks`,
  wrongGame: (logGame: string, game: string) => `this log is for "${logGame}", not ${game}`,
  wrongVersion: (game: string, logVersion: string, version: string) =>
    `this log was written for ${game} rules version ${logVersion}; this cardref plays version ${version}`,
  playerCount: (game: string, min: number, max: number, n: number) => `${game} takes ${min}-${max} players, the log names ${n}`,
  noOption: (game: string, name: string, options: string) => `${game} has no option "${name}" (options: ${options || 'none'})`,
  optionValue: (name: string, allowed: string, value: string) => `option ${name} must be one of ${allowed}, got "${value}"`,
  noDeck: (seat: number) => `no deck given for seat ${seat}`,
  gameOver: 'the game is over; no more moves',
  resigned: (name: string) => `${name} resigned`,
  lost: 'lost',
  illegal: (choice: string, reason: string | undefined, legal: string) => `illegal move ${choice}${reason ? ` (${reason})` : ''}; legal now: ${legal}`,
  // replay
  afterEnd: 'a move after the game ended',
  notTheirTurn: (who: string, prompt: string, mover: string) => `it is ${who}'s decision (${prompt}), not ${mover}'s`,
  illegalAt: (choice: string, prompt: string, reason: string | undefined) => `illegal move ${choice} (${prompt})${reason ? `: ${reason}` : ''}`,
  // undo
  nothingToUndo: 'nothing to undo yet',
  overNoUndo: 'the game is over; it cannot be taken back',
  notYourMove: 'the last move was not yours; only your own moves can be taken back',
  lockedMove: 'the last move showed hidden cards or used a shuffle, so it cannot be taken back',
  lockedStep: 'a step of this move showed you hidden cards or used a shuffle, so it cannot be taken back',
  notMidMove: 'you are not in the middle of a move; "undo" takes back your last one',
  // stacked deck orders
  orderHeader: (key: string, problem: string) => `log header: order.${key} ${problem}`,
  orderNeeded: (key: string) => `is needed once more: the cards were shuffled again, so give their new order (top first) in one more order.${key} line`,
  orderUnknown: (name: string) => `names ${name}, which is not among the cards being shuffled`,
  orderCount: (given: number, shuffled: number) => `lists ${given} cards but ${shuffled} are being shuffled`,
  orderKeyUnknown: (key: string, game: string, id: string, keys: string) => `order.${key}: ${game} has no "${key}" pile to stack in this setup (order keys: ${keys}; see cardref rules ${id} log)`,
  // deck lists
  unknownSection: (name: string, sections: string) => `unknown section [${name}] (this game has ${sections}); its lines are not counted`,
  deckLine: (got: string) => `expected "COUNT NAME" (e.g. "4 Servant O"), got "${got}"`,
  deckCount: (got: string) => `count must be 1-99, got ${got}`,
  unknownCard: (name: string, hint: string | undefined) => `unknown card "${name}"${hint ? ` (did you mean "${hint}"?)` : ''}`,
  // card data
  dataMissing: (path: string) => `card data file ${path} is missing or unreadable`,
  dataJson: (path: string, why: string) => `card data file ${path} is not valid JSON: ${why}`,
  dataInvalid: (file: string, shown: string, more: number) => `card data ${file} is invalid:\n  ${shown}${more > 0 ? `\n  … and ${more} more` : ''}`,
};

export type EngineMessages = typeof en;

const zh: EngineMessages = {
  notText: (source) => `${source}：不是文本文件（含有 NUL 字节）`,
  headerLine: (got) => `此处应为“键: 值”形式的文件头，实际为“${got}”`,
  deckSeat: (got) => `deck.<座位> 需要座位编号，实际为“deck.${got}”`,
  headerTwice: (key) => `文件头“${key}”出现了两次`,
  unknownHeader: (key) => `未知的文件头“${key}”（可用：game、version、players、seed、first、deck.N、option.NAME、order.KEY）`,
  headerMissing: (source, key) => `${source}：文件头缺少“${key}:”一行`,
  badPlayers: (source) => `${source}：“players:”必须列出互不相同、非空的名字，用逗号分隔`,
  badFirst: (source, n) => `${source}：“first:”必须是 1 到 ${n} 的座位编号`,
  moveAfterResult: '“result:”一行之后还有着法',
  moveLine: (got) => `此处应为“<玩家>: <着法>”，实际为“${got}”`,
  notAPlayer: (who, players) => `“${who}”不是本局的玩家（玩家：${players}）`,
  noMove: (who) => `“${who}:”之后没有着法`,
  noDecks: (game) => `${game} 不使用卡组`,
  wrongGame: (logGame, game) => `这份记录属于“${logGame}”，不是 ${game}`,
  wrongVersion: (game, logVersion, version) => `这份记录按 ${game} 规则版本 ${logVersion} 写成；本 cardref 使用版本 ${version}`,
  playerCount: (game, min, max, n) => `${game} 需要 ${min}-${max} 名玩家，记录中有 ${n} 名`,
  noOption: (game, name, options) => `${game} 没有选项“${name}”（可用选项：${options || '无'}）`,
  optionValue: (name, allowed, value) => `选项 ${name} 必须是 ${allowed} 之一，实际为“${value}”`,
  noDeck: (seat) => `座位 ${seat} 没有指定卡组`,
  gameOver: '对局已结束，不能再走着法',
  resigned: (name) => `${name} 认输`,
  lost: '落败',
  illegal: (choice, reason, legal) => `着法 ${choice} 不合法${reason ? `（${reason}）` : ''}；当前合法着法：${legal}`,
  afterEnd: '对局结束后还有着法',
  notTheirTurn: (who, prompt, mover) => `现在轮到 ${who} 决定（${prompt}），不是 ${mover}`,
  illegalAt: (choice, prompt, reason) => `着法 ${choice} 不合法（${prompt}）${reason ? `：${reason}` : ''}`,
  nothingToUndo: '还没有可以撤销的着法',
  overNoUndo: '对局已结束，不能撤销',
  notYourMove: '上一步不是你走的；只能撤销自己的着法',
  lockedMove: '上一步翻开了隐藏的牌或进行了洗牌，不能撤销',
  lockedStep: '这一步中有一步让你看到了隐藏的牌或进行了洗牌，不能撤回',
  notMidMove: '你不在一步的中途；"undo" 撤回你的上一步',
  orderHeader: (key, problem) => `记录文件头：order.${key} ${problem}`,
  orderNeeded: (key) => `还需要一行：这些牌又被洗了一次，请再写一行 order.${key} 给出新顺序（从顶部开始）`,
  orderUnknown: (name) => `写了 ${name}，但它不在被洗的牌中`,
  orderCount: (given, shuffled) => `列出了 ${given} 张牌，但被洗的有 ${shuffled} 张`,
  orderKeyUnknown: (key, game, id, keys) => `order.${key}：${game} 在此设置下没有可指定顺序的“${key}”牌堆（可用的 order 键：${keys}；参见 cardref rules ${id} log）`,
  unknownSection: (name, sections) => `未知的分区 [${name}]（本游戏的分区：${sections}）；其下各行不计入牌组`,
  deckLine: (got) => `此处应为“数量 卡名”（例如“4 Servant O”），实际为“${got}”`,
  deckCount: (got) => `数量必须在 1-99 之间，实际为 ${got}`,
  unknownCard: (name, hint) => `未知的卡牌“${name}”${hint ? `（你是不是要找“${hint}”？）` : ''}`,
  dataMissing: (path) => `卡牌数据文件 ${path} 不存在或无法读取`,
  dataJson: (path, why) => `卡牌数据文件 ${path} 不是有效的 JSON：${why}`,
  dataInvalid: (file, shown, more) => `卡牌数据 ${file} 有误：\n  ${shown}${more > 0 ? `\n  ……另有 ${more} 处` : ''}`,
};

export const em = localized({ en, zh });
