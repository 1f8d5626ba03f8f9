/**
 * `cardref serve`: the JSON-lines protocol of docs/protocol.md on stdin/stdout, one response line per request
 * line, until stdin ends. All the work is in src/protocol; this file only moves lines.
 */
import { setContentLang } from '../../engine/i18n.js';
import { GAMES } from '../../games/index.js';
import { LineSplitter } from '../../protocol/lines.js';
import { MAX_LINE_BYTES } from '../../protocol/schema.js';
import { ProtocolServer, tooLongLine } from '../../protocol/server.js';
import type { CliContext } from '../main.js';
import { VERSION } from '../version.js';

export default async function serve(_ctx: CliContext): Promise<number> {
  // Protocol texts are English in every locale, like --json.
  setContentLang('en');
  const games = await Promise.all(GAMES.map((g) => g.load()));
  const server = new ProtocolServer({ games, version: VERSION });
  // A client that does not read its answers is not read from either, so neither side buffers without end.
  const write = (line: string) => {
    if (!process.stdout.write(`${line}\n`)) {
      process.stdin.pause();
      process.stdout.once('drain', () => process.stdin.resume());
    }
  };
  const splitter = new LineSplitter(
    MAX_LINE_BYTES,
    (line) => { if (line.trim() !== '') write(server.handleLine(line)); },
    () => write(tooLongLine()),
  );
  await new Promise<void>((resolve) => {
    process.stdin.on('data', (chunk: Buffer) => splitter.push(chunk));
    process.stdin.on('end', () => { splitter.end(); resolve(); });
    process.stdin.on('error', () => resolve());
  });
  return 0;
}
