/**
 * The secrets of a hosted game: one per remote seat and one for the watchers. Each is 32 random bytes (base64url);
 * a given secret is compared with every one in constant time (digests of equal length, `timingSafeEqual`), so
 * neither the answer nor its timing tells which seats exist. They are kept beside the log (`<log>.secrets`, mode
 * 0600, written atomically), never in it, so `host --resume` serves the same join lines.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync } from 'node:fs';
import { UserError } from '../engine/errors.js';
import type { Seat } from '../engine/game.js';
import { showControls } from '../engine/visible.js';
import { t } from '../cli/i18n/index.js';
import { readUserFile, writeFileAtomic } from '../cli/io.js';

export interface TableSecrets {
  /** Per seat (0-based): its secret; null for a seat no remote player takes (the host's, a bot's). */
  seats: (string | null)[];
  watch: string;
  /** The port the join lines name (kept so that `--resume` serves the same lines after `--port 0`). */
  port?: number;
}

/** Who a secret lets in. */
export type Admission = { seat: Seat } | { watcher: true };

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Fresh secrets for the seats in `remote` (0-based) and for the watchers. */
export function newSecrets(seats: number, remote: ReadonlySet<Seat>): TableSecrets {
  return { seats: Array.from({ length: seats }, (_, seat) => (remote.has(seat) ? newSecret() : null)), watch: newSecret() };
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Whom `given` admits, or undefined. Every secret is compared, whatever matched, each in constant time. */
export function admit(secrets: TableSecrets, given: string): Admission | undefined {
  const offered = digest(given);
  let found: Admission | undefined;
  secrets.seats.forEach((secret, seat) => {
    if (secret !== null && timingSafeEqual(digest(secret), offered)) found = { seat };
  });
  if (timingSafeEqual(digest(secrets.watch), offered)) found = { watcher: true };
  return found;
}

/** Where the secrets of the game logged at `logPath` are kept. */
export function secretsPath(logPath: string): string {
  return `${logPath}.secrets`;
}

export function saveSecrets(path: string, secrets: TableSecrets): void {
  writeFileAtomic(path, `${JSON.stringify({ format: 'cardref-secrets/1', ...secrets })}\n`);
  // The atomic save keeps a file's mode: one loosened by hand is readable by its owner only again.
  chmodSync(path, 0o600);
}

/** The secrets kept for a game of `seats` seats; a file that is not ours in this shape is refused with its path. */
export function loadSecrets(path: string, seats: number): TableSecrets {
  const text = readUserFile(path, t().hostSecretsFile);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const isSecret = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
  const shaped = data as { format?: unknown; seats?: unknown; watch?: unknown; port?: unknown } | undefined;
  const port = shaped?.port;
  if (!shaped || shaped.format !== 'cardref-secrets/1' || !isSecret(shaped.watch) || !Array.isArray(shaped.seats)
    || shaped.seats.length !== seats || !shaped.seats.every((s) => s === null || isSecret(s))
    || (port !== undefined && !(Number.isInteger(port) && (port as number) >= 1 && (port as number) <= 65_535))) {
    throw new UserError(t().hostBadSecrets(showControls(path)));
  }
  return { seats: shaped.seats as (string | null)[], watch: shaped.watch, ...(port === undefined ? {} : { port: port as number }) };
}
