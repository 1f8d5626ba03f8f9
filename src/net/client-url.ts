/**
 * A join line's URL, `ws://HOST:PORT/#SECRET`: where the host listens, and the seat's (or the watchers') secret. The
 * secret is in the fragment so that it never travels in the HTTP request line (proxies and logs keep those): the
 * client strips it and sends it inside its `join` message.
 */

export interface JoinTarget {
  /** The WebSocket URL without its fragment. */
  address: string;
  secret: string;
  /** The URL as it may be shown (the secret left out). */
  shown: string;
}

/** Longest secret read from a URL (the host's are far shorter). */
const MAX_SECRET = 256;

/** The target in `text`, or why it is no join URL (`problem`, in the caller's words). */
export function parseJoinUrl(text: string): JoinTarget | { problem: 'not-url' | 'scheme' | 'no-secret' } {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { problem: 'not-url' };
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return { problem: 'scheme' };
  let secret: string;
  try {
    secret = decodeURIComponent(url.hash.slice(1));
  } catch {
    return { problem: 'no-secret' };
  }
  if (secret === '' || secret.length > MAX_SECRET || !/^[\x21-\x7e]+$/.test(secret)) return { problem: 'no-secret' };
  url.hash = '';
  const address = url.toString();
  return { address, secret, shown: `${address}#…` };
}
