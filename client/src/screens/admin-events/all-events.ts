// Every event for the management list, which searches and pages them itself (decision 018):
// events.list answers pages since the archive (decision 027), so this reads them all, 100 at a
// time, the first page saying how many more there are. Each page is a cached read.
import { useMemo } from 'react';
import { eventListLimits } from '../../../../shared/events';
import type { Event } from '../../../../shared/events.schema';
import { trpc } from '../../lib/trpc-react';

const pageSize = eventListLimits.pageSizeMax;

type AllEvents = { refetch: () => void } & (
  | { isPending: true; isError: false; isSuccess: false; data: undefined }
  | { isPending: false; isError: true; isSuccess: false; data: undefined }
  | { isPending: false; isError: false; isSuccess: true; data: { events: Event[] } }
);

export function useAllEvents(): AllEvents {
  const first = trpc.events.list.useQuery({ page: 1, pageSize });
  const pages = first.data ? Math.ceil(first.data.total / pageSize) : 1;
  const rest = trpc.useQueries((t) => Array.from({ length: Math.max(0, pages - 1) }, (_, i) => t.events.list({ page: i + 2, pageSize })));
  const all = [first, ...rest];
  const stamp = all.map((q) => q.dataUpdatedAt).join();
  const ready = all.every((q) => q.data);
  // The pages' data changes only with their update times.
  // biome-ignore lint/correctness/useExhaustiveDependencies: all is a new array each render; the pages' data changes only with their update times (stamp)
  const events = useMemo(() => (ready ? all.flatMap((q) => q.data!.events) : []), [stamp, ready]);
  const refetch = () => all.forEach((q) => void q.refetch());
  if (all.some((q) => q.isError)) return { isPending: false, isError: true, isSuccess: false, data: undefined, refetch };
  if (!ready) return { isPending: true, isError: false, isSuccess: false, data: undefined, refetch };
  return { isPending: false, isError: false, isSuccess: true, data: { events }, refetch };
}
