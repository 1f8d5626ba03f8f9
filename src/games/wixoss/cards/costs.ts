/** Extra costs as the `pay*` ops the loader puts in front of an effect's ops (handlers: ops-costs.ts). */
import type { ExtraCosts, Op } from './types.js';

/** The `pay*` ops of an effect's extra costs, in paying order (put in front of its ops by the loader). */
export function costOps(c: ExtraCosts | undefined): Op[] {
  if (!c) return [];
  const out: Op[] = [];
  if (c.exceed) out.push({ op: 'payExceed', n: c.exceed.n });
  if (c.enerTrash) out.push({ op: 'payEnerTrash', ...(c.enerTrash.filter ? { filter: c.enerTrash.filter } : {}) }); // WX05 Tamayorihime, Sunspot Miko
  if (c.discardEach) out.push({ op: 'payDiscardEach', filters: c.discardEach.filters }); // WX04 Mirurun Yocto
  if (c.discard) out.push({ op: 'payDiscard', n: c.discard.n ?? 1, ...(c.discard.filter ? { filter: c.discard.filter } : {}) });
  if (c.banish) out.push({ op: 'payBanish', n: c.banish.n ?? 1, ...(c.banish.filter ? { filter: c.banish.filter } : {}), ...(c.banish.other ? { on: 'self' as const } : {}) });
  if (c.trash) out.push({ op: 'payTrash', n: c.trash.n ?? 1, ...(c.trash.filter ? { filter: c.trash.filter } : {}), ...(c.trash.other ? { on: 'self' as const } : {}) });
  if (c.trashEach) out.push({ op: 'payTrashEach', filters: c.trashEach.filters }); // WX04 Hammer
  if (c.lrigDeck) out.push({ op: 'payLrigDeck', ...(c.lrigDeck.filter ? { filter: c.lrigDeck.filter } : {}) });
  if (c.charm) out.push({ op: 'payCharm', n: c.charm.n ?? 1 });
  if (c.down?.self) out.push({ op: 'payDownSelf' });
  else if (c.down) out.push({ op: 'payDown', ...(c.down.filter ? { filter: c.down.filter } : {}), ...(c.down.n ? { n: c.down.n } : {}) });
  return out;
}
