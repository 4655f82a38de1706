// The scanner's state (issue 38): the guest list (kept in IndexedDB, refreshed every 15 s with
// If-None-Match while online), the offline queue (kept too), each read decided by the server or,
// without a network, on this device; the queue sent with checkIn.sync when the network is back.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type CheckInGuest,
  type CheckInList,
  type CheckInRefusal,
  type CheckInRefusalDetails,
  checkInLinkHeader,
} from '../../../../shared/check-in.schema';
import { apiFetch, type TrpcClient } from '../../lib/trpc';
import {
  afterSent,
  codeToHash,
  decideLocally,
  guestByHash,
  isNetworkFailure,
  type LocalDecision,
  type QueuedCheckIn,
  syncEntry,
  syncParts,
  withCheckIn,
} from './check-in-logic';
import { keepList, keepQueue, keptList, keptQueue, sha256Hex } from './offline-store';

/** What the full-screen answer shows. */
export type ScanResult =
  | { kind: 'checkedIn'; name: string; offline: boolean; walkIn?: boolean }
  | {
      kind: 'refused';
      reason: CheckInRefusal;
      name?: string;
      checkedInAt?: string;
      checkedInDevice?: string | null;
      event?: { titleEn: string; titleZh: string };
    }
  | { kind: 'error'; text: string };

export interface SyncRefusal {
  name: string;
  reason: CheckInRefusal;
  checkedInAt: string | null;
  checkedInDevice: string | null;
}

const refreshEvery = 15_000;
const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

interface Options {
  client: TrpcClient;
  eventId: number;
  /** A volunteer's link token (sent in the check-in-link header), or null for a signed-in manager. */
  token: string | null;
  device: string;
  networkText: string;
  failedText: string;
}

export function useCheckIn({ client, eventId, token, device, networkText, failedText }: Options) {
  const [list, setList] = useState<CheckInList | null>(null);
  const [queue, setQueueState] = useState<QueuedCheckIn[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [isOnline, setOnline] = useState(online());
  const [syncing, setSyncing] = useState(false);
  const [syncRefusals, setSyncRefusals] = useState<SyncRefusal[]>([]);
  const [lastSync, setLastSync] = useState<{ sent: number; failed: boolean } | null>(null);
  const listRef = useRef<CheckInList | null>(null);
  const queueRef = useRef<QueuedCheckIn[]>([]);
  const etagRef = useRef<string | null>(null);
  const syncingRef = useRef(false);
  const deviceRef = useRef(device);
  deviceRef.current = device;

  const setListBoth = useCallback(
    (next: CheckInList) => {
      listRef.current = next;
      setList(next);
      void keepList(eventId, next);
    },
    [eventId],
  );
  const setQueue = useCallback(
    (next: QueuedCheckIn[]) => {
      queueRef.current = next;
      setQueueState(next);
      void keepQueue(eventId, next);
    },
    [eventId],
  );
  /** A guest's new state into the list (and the device's copy), so the counts follow at once. */
  const patchGuest = useCallback(
    (guest: CheckInGuest) => {
      const current = listRef.current;
      if (!current) return;
      const known = current.guests.some((one) => one.id === guest.id);
      setListBoth({ ...current, guests: known ? withCheckIn(current.guests, guest) : [...current.guests, guest] });
    },
    [setListBoth],
  );

  /** The guest list from the server (REST, with If-None-Match: a 304 while nothing changed). */
  const refresh = useCallback(async (): Promise<boolean> => {
    const headers = new Headers();
    if (token) headers.set(checkInLinkHeader, token);
    if (etagRef.current) headers.set('if-none-match', etagRef.current);
    let response: Response;
    try {
      response = await apiFetch(`/api/admin/events/${eventId}/check-in-list`, { headers, cache: 'no-store' });
    } catch {
      setOnline(false);
      if (!listRef.current) setLoadError(networkText);
      return false;
    }
    setOnline(true);
    if (response.status === 304) return true;
    const body = (await response.json().catch(() => null)) as (CheckInList & { error?: string }) | null;
    if (!response.ok || !body || !Array.isArray(body.guests)) {
      if (!listRef.current) setLoadError(body?.error ?? failedText);
      return false;
    }
    etagRef.current = response.headers.get('etag') ?? `"${body.version}"`;
    setLoadError(null);
    setListBoth(body);
    return true;
  }, [eventId, token, networkText, failedText, setListBoth]);

  /** Sends the offline queue in order, in parts of 500; what the server answered for leaves the queue. */
  const sync = useCallback(async () => {
    if (syncingRef.current || queueRef.current.length === 0) return;
    syncingRef.current = true;
    setSyncing(true);
    let sent = 0;
    let failed = false;
    const refused: SyncRefusal[] = [];
    try {
      for (const part of syncParts(queueRef.current)) {
        const answer = await client.checkIn.sync.mutate({
          id: eventId,
          ...(deviceRef.current ? { device: deviceRef.current } : {}),
          checkIns: part.map(syncEntry),
        });
        for (const result of answer.results) {
          if (result.outcome !== 'checkedIn')
            refused.push({
              name: result.registration?.name ?? '',
              reason: result.outcome,
              checkedInAt: result.checkedInAt,
              checkedInDevice: result.checkedInDevice,
            });
          if (result.registration) patchGuest(result.registration);
        }
        sent += part.length;
        setQueue(afterSent(queueRef.current, part));
      }
    } catch (error) {
      failed = true;
      if (isNetworkFailure(error, online())) setOnline(false);
    } finally {
      syncingRef.current = false;
      setSyncing(false);
    }
    if (refused.length) setSyncRefusals((before) => [...before, ...refused]);
    if (sent || failed) setLastSync({ sent, failed });
    if (sent) await refresh();
  }, [client, eventId, patchGuest, refresh, setQueue]);

  // Opened: what the device kept first (so it works at once, and offline), then the server's list.
  useEffect(() => {
    let gone = false;
    void (async () => {
      const [kept, keptOnes] = await Promise.all([keptList(eventId), keptQueue(eventId)]);
      if (gone) return;
      if (kept && !listRef.current) {
        listRef.current = kept;
        setList(kept);
      }
      if (keptOnes.length) {
        queueRef.current = keptOnes;
        setQueueState(keptOnes);
      }
      if (await refresh()) await sync();
    })();
    return () => {
      gone = true;
    };
  }, [eventId, refresh, sync]);

  // Every 15 s while online, the list again (a 304 when nothing changed) and the queue if any.
  useEffect(() => {
    const timer = setInterval(() => {
      if (!online()) return;
      void refresh().then((ok) => (ok ? sync() : undefined));
    }, refreshEvery);
    const goOnline = () => {
      setOnline(true);
      void sync().then(() => refresh());
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [refresh, sync]);

  /** The same reasons as the server, decided here: queued when it checks in. */
  const decideHere = useCallback(
    (decision: LocalDecision, entry: { ticket?: string; registrationId?: number }): ScanResult => {
      if (decision.outcome === 'checkedIn') {
        setQueue([...queueRef.current, { ...entry, at: decision.at, guestId: decision.guest.id }]);
        return { kind: 'checkedIn', name: decision.guest.name, offline: true };
      }
      return {
        kind: 'refused',
        reason: decision.outcome,
        name: decision.guest?.name,
        checkedInAt: decision.checkedInAt,
        checkedInDevice: decision.checkedInDevice,
      };
    },
    [setQueue],
  );

  const refusalOf = useCallback(
    (error: unknown): ScanResult => {
      const data = (error as { data?: { details?: CheckInRefusalDetails } }).data;
      const details = data?.details;
      if (details?.reason)
        return {
          kind: 'refused',
          reason: details.reason,
          name: details.registration?.name,
          checkedInAt: details.checkedInAt,
          checkedInDevice: details.checkedInDevice,
          event: details.event,
        };
      const text = error instanceof Error && error.message.trim() ? error.message : failedText;
      return { kind: 'error', text };
    },
    [failedText],
  );

  /** A read (camera, hand scanner, typed): the server decides; without a network, this device. */
  const checkInRead = useCallback(
    async (read: string): Promise<ScanResult> => {
      const text = read.trim();
      if (online()) {
        try {
          const answer = await client.checkIn.checkIn.mutate({
            id: eventId,
            ticket: text,
            ...(deviceRef.current ? { device: deviceRef.current } : {}),
          });
          patchGuest({ ...answer.registration, checkedInAt: answer.checkedInAt });
          return { kind: 'checkedIn', name: answer.registration.name, offline: false };
        } catch (error) {
          if (!isNetworkFailure(error, online())) {
            const result = refusalOf(error);
            const registration = (error as { data?: { details?: CheckInRefusalDetails } }).data?.details?.registration;
            if (registration) patchGuest(registration);
            return result;
          }
          setOnline(false);
        }
      }
      const code = codeToHash(text);
      const guest = code && listRef.current ? guestByHash(listRef.current.guests, await sha256Hex(code)) : undefined;
      return decideHere(decideLocally(guest, queueRef.current, new Date(), deviceRef.current || null), { ticket: text });
    },
    [client, eventId, patchGuest, refusalOf, decideHere],
  );

  /** One tap on the guest list. */
  const checkInGuest = useCallback(
    async (guest: CheckInGuest): Promise<ScanResult> => {
      if (online()) {
        try {
          const answer = await client.checkIn.checkIn.mutate({
            id: eventId,
            registrationId: guest.id,
            ...(deviceRef.current ? { device: deviceRef.current } : {}),
          });
          patchGuest({ ...answer.registration, checkedInAt: answer.checkedInAt });
          return { kind: 'checkedIn', name: answer.registration.name, offline: false };
        } catch (error) {
          if (!isNetworkFailure(error, online())) return refusalOf(error);
          setOnline(false);
        }
      }
      const current = listRef.current?.guests.find((one) => one.id === guest.id) ?? guest;
      return decideHere(decideLocally(current, queueRef.current, new Date(), deviceRef.current || null), { registrationId: guest.id });
    },
    [client, eventId, patchGuest, refusalOf, decideHere],
  );

  /** A walk-in, registered and checked in at once (needs the network). Throws the server's error. */
  const walkIn = useCallback(
    async (name: string, email: string): Promise<ScanResult> => {
      const answer = await client.checkIn.walkIn.mutate({
        id: eventId,
        name,
        email,
        ...(deviceRef.current ? { device: deviceRef.current } : {}),
      });
      patchGuest({ ...answer.registration, checkedInAt: answer.checkedInAt });
      return { kind: 'checkedIn', name: answer.registration.name, offline: false, walkIn: true };
    },
    [client, eventId, patchGuest],
  );

  return {
    list,
    queue,
    loadError,
    isOnline,
    syncing,
    syncRefusals,
    lastSync,
    refresh,
    sync,
    checkInRead,
    checkInGuest,
    walkIn,
    clearSyncRefusals: () => setSyncRefusals([]),
  };
}
