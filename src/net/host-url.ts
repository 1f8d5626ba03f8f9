/** The URL a join or watch line carries: the host's address and port, and the secret as the fragment. */

/** `ws://ADDR:PORT/#SECRET`; an IPv6 address in brackets. The fragment never goes over the wire in a request. */
export function tableUrl(address: string, port: number, secret: string): string {
  const host = address.includes(':') ? `[${address}]` : address;
  return `ws://${host}:${port}/#${secret}`;
}

