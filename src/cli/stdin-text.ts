/** Reads all of stdin as text (`check GAME -`), refusing more than a size limit as a deck or log file would be. */
import { UserError } from '../engine/errors.js';

/** The most a deck list or log may hold: far above any real one, far below what would exhaust memory. */
export const TEXT_INPUT_LIMIT = 16 * 1024 * 1024;

export async function readStdinText(tooLarge: (mb: number) => string, limit = TEXT_INPUT_LIMIT): Promise<string> {
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
