import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/AuthProvider';
import { SiteContentProvider } from '../lib/site-content';
import { I18nProvider } from '../i18n/i18n';
import { createTrpcClient, trpc } from '../lib/trpc';
import { ThemeProvider } from '../lib/theme';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <SiteContentProvider>
            <ThemeProvider>
              <AuthProvider client={trpcClient}>{children}</AuthProvider>
            </ThemeProvider>
          </SiteContentProvider>
        </I18nProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
