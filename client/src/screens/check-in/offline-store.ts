// What the scanner keeps on the device (issue 38, item 3), in IndexedDB so a reload with no network
// still has it: per event, the guest list as last downloaded and the queue of check-ins made
// offline; per check-in link, what the link opens (so a volunteer's scanner reloads offline too).
// Every call resolves: without IndexedDB (a private window that refuses it) nothing is kept.
import type { CheckInList } from '../../../../shared/check-in.schema';
import type { QueuedCheckIn } from './check-in-logic';

const dbName = 'check-in';
const store = 'kept';

let opening: Promise<IDBDatabase | null> | undefined;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(dbName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(store);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

async function read<T>(key: string): Promise<T | undefined> {
  const db = await open();
  if (!db) return undefined;
  return new Promise((resolve) => {
    const request = db.transaction(store, 'readonly').objectStore(store).get(key);
    request.onsuccess = () => resolve(request.result as T | undefined);
    request.onerror = () => resolve(undefined);
  });
}

async function write(key: string, value: unknown): Promise<void> {
  const db = await open();
  if (!db) return;
  return new Promise((resolve) => {
    const transaction = db.transaction(store, 'readwrite');
    transaction.objectStore(store).put(value, key);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => resolve();
    transaction.onabort = () => resolve();
  });
}

export const keptList = (eventId: number) => read<CheckInList>(`list:${eventId}`);
export const keepList = (eventId: number, list: CheckInList) => write(`list:${eventId}`, list);
export const keptQueue = async (eventId: number) => (await read<QueuedCheckIn[]>(`queue:${eventId}`)) ?? [];
export const keepQueue = (eventId: number, queue: readonly QueuedCheckIn[]) => write(`queue:${eventId}`, [...queue]);
export const keptLinkEvent = (token: string) => read<unknown>(`link:${token}`);
export const keepLinkEvent = (token: string, info: unknown) => write(`link:${token}`, info);

/** sha256 (hex) of a ticket's code, as the guest list holds it. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
