// The ticket page's kept answers (issue 38: "works offline once opened"): the last answer for each
// code, in this browser's localStorage, shown when the network is gone (with when it was kept).
// Tiny (a few KB each, the QR's SVG the most), a handful at most; a code the server no longer knows
// is forgotten. Only this device's owner sees them: the code is theirs.
import '../../lib/zod-jitless';
import { z } from 'zod';
import { ticketCodePattern, ticketOutput, type Ticket } from '../../../../shared/check-in.schema';

const prefix = 'ticket:';
/** At most this many tickets are kept (the oldest go first). */
export const keptTicketsMax = 8;

const keptSchema = z.object({ ticket: ticketOutput, savedAt: z.iso.datetime({ offset: true }) });
export type KeptTicket = z.infer<typeof keptSchema>;

/** The storage the page uses; absent (blocked, private mode) means nothing is kept. */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function storeOf(store?: Store): Store | null {
  if (store) return store;
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Is the text of the shape of a ticket's code (else the server is not asked: a bad link). */
export function isTicketCode(code: string): boolean {
  return ticketCodePattern.test(code);
}

/** The kept answer for `code`, or null (none, or unreadable). */
export function keptTicket(code: string, store?: Store): KeptTicket | null {
  const storage = storeOf(store);
  if (!storage || !isTicketCode(code)) return null;
  try {
    const text = storage.getItem(prefix + code);
    if (text === null) return null;
    const parsed = keptSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the server's answer for `code`, dropping the oldest beyond `keptTicketsMax`. */
export function keepTicket(code: string, ticket: Ticket, now = new Date(), store?: Store): void {
  const storage = storeOf(store);
  if (!storage || !isTicketCode(code)) return;
  try {
    storage.setItem(prefix + code, JSON.stringify({ ticket, savedAt: now.toISOString() } satisfies KeptTicket));
    const kept: { key: string; savedAt: string }[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(prefix)) continue;
      const savedAt = keptTicket(key.slice(prefix.length), storage)?.savedAt ?? '';
      kept.push({ key, savedAt });
    }
    kept.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    for (const old of kept.slice(keptTicketsMax)) storage.removeItem(old.key);
  } catch {
    // Storage full or blocked: the page works, only not offline.
  }
}

/** Forgets `code` (the server said no ticket has it). */
export function forgetTicket(code: string, store?: Store): void {
  try {
    storeOf(store)?.removeItem(prefix + code);
  } catch {
    // Blocked: nothing was kept either.
  }
}

/** The QR code's SVG as an image address: shown in an <img>, where no script of it can run. */
export function qrImageSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
