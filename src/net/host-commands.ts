/**
 * The host's own words at its prompt, beside moves and the play commands: `replace N LEVEL` hands a remote seat to a
 * bot, `say TEXT` chats, `seats` shows who is connected. While a remote seat decides, the host's terminal keeps a
 * prompt open for them (`promptWhileWaiting`), so a seat whose player dropped can be handed to a bot.
 */
import { isBotName } from '../engine/bots.js';
import type { Seat } from '../engine/game.js';
import { showControls } from '../engine/visible.js';
import { t } from '../cli/i18n/index.js';
import type { Bot } from '../cli/play/session-options.js';
import { chatLine } from './chat.js';
import type { HostTable } from './host-table.js';

export const HOST_WORDS = ['replace', 'say', 'seats'];

export interface HostCommandContext {
  table: HostTable;
  hostName: string;
  /** The bot of `kind` for `seat` (as `play --bot` makes it); throws a `UserError` for an unknown kind. */
  makeBot(seat: Seat, kind: string): Bot;
  /** Hand `seat` to `bot` in the session. */
  seatBot(seat: Seat, bot: Bot): void;
  /** `host --table`: people hold the cards, so no seat is handed to a bot. */
  atTable?: boolean;
}

/** The text to show for a host word, or undefined when `typed` is none. */
export function hostCommand(context: HostCommandContext, typed: string): string | undefined {
  const [word = '', ...rest] = typed.trim().split(/\s+/);
  const { table } = context;
  if (word === 'say') {
    const text = typed.trim().slice(3).trim().slice(0, 500);
    if (!text) return t().hostSayUsage;
    table.hostSays(context.hostName, text);
    return chatLine(context.hostName, text);
  }
  if (word === 'seats') return seatLines(table).join('\n');
  if (word !== 'replace') return undefined;
  if (context.atTable) return t().tableNoBots;
  const seat = Number(rest[0]) - 1;
  const kind = rest[1] ?? 'normal';
  if (!Number.isInteger(seat) || table.kinds[seat] !== 'remote' || rest.length > 2) return t().hostReplaceUsage;
  if (!isBotName(kind)) return t().unknownBot(kind, 'easy, normal, hard, random, greedy, mcts');
  context.seatBot(seat, context.makeBot(seat, kind));
  table.replaced(seat);
  return t().hostReplaced(seat + 1, kind);
}

/** One line per seat: who sits there and whether connected (names are outside text). */
export function seatLines(table: HostTable): string[] {
  return table.seatStates().map((s) => t().hostSeatLine(s.seat, showControls(s.name), s.kind, s.connected));
}
