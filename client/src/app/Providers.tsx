import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/AuthProvider';
import { SiteContentProvider } from '../lib/site-content';
import { I18nProvider } from '../i18n/i18n';
import { sharedTrpcClient } from '../lib/trpc';
import { ThemeProvider } from '../lib/theme';

// The query providers are not here: the screens that use them bring them (lib/trpc-react.tsx).
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <SiteContentProvider>
        <ThemeProvider>
          <AuthProvider client={sharedTrpcClient()}>{children}</AuthProvider>
        </ThemeProvider>
      </SiteContentProvider>
    </I18nProvider>
  );
}
