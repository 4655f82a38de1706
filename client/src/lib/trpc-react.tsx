// The React Query side of the API client: hooks (trpc.x.useQuery, useMutation, useUtils) and their
// providers. Only the screens that read or write through them import this module, each wrapping
// itself in withData, so its libraries (TanStack Query and tRPC's React bindings) load with those
// screens' chunks and not with the first page's script: the home and about pages never need them.
// The query cache is one for the page, kept across screens.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCReact } from '@trpc/react-query';
import type { ComponentType } from 'react';
import type { AppRouter } from '../../../server/router';
import { sharedTrpcClient } from './trpc';

export const trpc = createTRPCReact<AppRouter>();

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });

/** A screen inside the query providers (the page's one client and cache). */
export function withData<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithData(props: P) {
    return (
      <trpc.Provider client={sharedTrpcClient()} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Screen {...props} />
        </QueryClientProvider>
      </trpc.Provider>
    );
  }
  WithData.displayName = `WithData(${Screen.displayName ?? Screen.name})`;
  return WithData;
}
