/**
 * The host's listener on its own, with short limits: a connection that does not join in time is told and closed,
 * one past the connection limit is refused at once, one that stops answering pings is dropped, plain HTTP gets 426,
 * and a frame that passed every check reaches the table once.
 */
import { request } from 'node:http';
import WebSocket from 'ws';
import { HostServer, type Connection } from '../../src/net/host-server.js';
import { NET_LIMITS, type ClientMessage } from '../../src/net/messages.js';

const LIMITS = { ...NET_LIMITS, connections: 2, handshakeMs: 300, idleMs: 400 };

async function serve() {
  const seen: ClientMessage[] = [];
  const closed: Connection[] = [];
  const server = new HostServer({
    message: (connection, message) => { seen.push(message); if (message.type === 'join') connection.joined = true; },
    closed: (connection) => closed.push(connection),
  }, LIMITS);
  const port = await server.listen('127.0.0.1', 0);
  return { server, port, seen, closed };
}

function connect(port: number) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
  const frames: any[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const open = new Promise<void>((resolve) => socket.on('open', () => resolve()));
  return { socket, frames, closed, open };
}

it('closes a connection that does not join in time, and refuses one past the limit', async () => {
  const { server, port } = await serve();
  try {
    const late = connect(port);
    const other = connect(port);
    await Promise.all([late.open, other.open]);
    const third = connect(port);
    expect(await third.closed).toBe(1008);
    expect(third.frames).toEqual([{ type: 'error', code: 'too-many', message: 'this host has no room for more connections (at most 2)', fatal: true }]);
    expect(await late.closed).toBe(1008);
    expect(late.frames).toEqual([{ type: 'error', code: 'timeout', message: 'no "join" within 0.3 seconds', fatal: true }]);
    await other.closed;
    // The host forgets each of them (its side of a close may come a moment after the client's).
    for (let i = 0; i < 50 && server.connections > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.connections).toBe(0);
  } finally {
    await server.close();
  }
});

it('drops a joined connection that stops answering pings', async () => {
  const { server, port, seen, closed } = await serve();
  try {
    const quiet = connect(port);
    await quiet.open;
    quiet.socket.send(JSON.stringify({ type: 'join', protocol: 1, secret: 's' }));
    // No pong from now on: the socket's automatic answer is switched off by pausing its reads.
    await new Promise((resolve) => setTimeout(resolve, 50));
    (quiet.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const started = Date.now();
    await new Promise<void>((resolve) => { const timer = setInterval(() => { if (closed.length > 0) { clearInterval(timer); resolve(); } }, 20); });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(seen).toEqual([{ type: 'join', protocol: 1, secret: 's' }]);
    expect(server.connections).toBe(0);
  } finally {
    await server.close();
  }
});

it('answers plain HTTP with 426', async () => {
  const { server, port } = await serve();
  try {
    const status = await new Promise<number>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/' }, (response) => { response.resume(); resolve(response.statusCode!); }).on('error', reject).end();
    });
    expect(status).toBe(426);
  } finally {
    await server.close();
  }
});
