/** Reads all of stdin as text (`check GAME -`), refusing more than a size limit as a deck or log file would be. */
import { UserError } from '../engine/errors.js';
import { MAX_USER_FILE } from './io.js';

/** The same limit as a deck or log file read from a path. */
export async function readStdinText(tooLarge: (mb: number) => string, limit = MAX_USER_FILE): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Stop at once: an endless stream (`< /dev/zero`) must not be read to its end.
    if (size > limit) {
      process.stdin.destroy();
      throw new UserError(tooLarge(limit / (1024 * 1024)));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
