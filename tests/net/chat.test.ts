/**
 * One form of a chat line on every screen (src/net/chat.ts): the host's own `say`, what the host shows of a seat's
 * line, and what a joined seat or watcher shows, all read `Ben » text`, with control characters made visible.
 */
import { chatLine } from '../../src/net/chat.js';
import { RemoteTable } from '../../src/net/client-table.js';
import { hostCommand, type HostCommandContext } from '../../src/net/host-commands.js';
import type { HostTable } from '../../src/net/host-table.js';

it('the host, a seat and a watcher show a chat line the same way', () => {
  expect(chatLine('Ben\x1b[2J', 'hi\x07 there')).toBe('Ben^[[2J » hi^G there');
  const sent: [string, string][] = [];
  const context = { table: { hostSays: (from: string, text: string) => sent.push([from, text]) } as unknown as HostTable, hostName: 'Ann\x1b', makeBot: () => { throw new Error('no'); }, seatBot: () => {} } as HostCommandContext;
  expect(hostCommand(context, 'say hello \x1b[31mall')).toBe('Ann^[ » hello ^[[31mall');
  expect(sent).toEqual([['Ann\x1b', 'hello \x1b[31mall']]);
  const seat = new RemoteTable({ type: 'welcome', protocol: 1, server: 's', game: 'eatpaint', seat: 2, players: ['Ann', 'Ben'] });
  seat.take({ type: 'chat', from: 'Ann\x1b', text: 'hello \x1b[31mall' });
  expect(seat.entries[0]!.lines).toEqual([hostCommand(context, 'say hello \x1b[31mall')]);
});
