// The offline shell (issue 38): a service worker (client/public/offline-shell.js, served from our
// origin at /offline-shell.js with no-cache) that keeps the app's shell and its hashed files, so a
// ticket page once opened, and the scanner at the door, load again with no network. It is
// registered from those pages only, with their own area as its scope: it never controls the rest
// of the site, and even there it asks the network first for every page (nothing stale online)
// and never keeps an /api/ answer.

export const offlineShellUrl = '/offline-shell.js';

/** The areas the shell may control: a page of one registers the shell with that scope. */
export const offlineShellScopes = ['/tickets/', '/check-in/', '/admin/events/'] as const;

/** The shell's scope for a page's path, or null when the page is not in one of its areas. */
export function offlineShellScopeOf(pathname: string): (typeof offlineShellScopes)[number] | null {
  return offlineShellScopes.find((scope) => pathname.startsWith(scope)) ?? null;
}

/** The files of our own this page loaded (its scripts, styles, fonts), for the shell to keep with the page. */
function loadedFiles(): string[] {
  const origin = location.origin;
  const urls = new Set<string>([location.href, `${origin}/theme-init.js`]);
  for (const entry of performance.getEntriesByType('resource')) {
    if (entry.name.startsWith(`${origin}/assets/`)) urls.add(entry.name);
  }
  for (const element of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')) {
    const href = element instanceof HTMLScriptElement ? element.src : element.href;
    if (href.startsWith(`${origin}/assets/`)) urls.add(href);
  }
  return [...urls];
}

let registering: Promise<void> | undefined;

/**
 * Registers the offline shell for the page's area (the ticket pages, the scanners) and has it keep
 * this page and the files it loaded; resolves once they are kept, or at once where it is not possible (an
 * old browser, an insecure origin, the development server). Never throws: the page works without it.
 */
export function registerOfflineShell(): Promise<void> {
  registering ??= register().catch(() => {});
  return registering;
}

async function register(): Promise<void> {
  if (import.meta.env?.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const scope = offlineShellScopeOf(location.pathname);
  if (!scope) return;
  await navigator.serviceWorker.register(offlineShellUrl, { scope });
  // The registration whose scope holds this page, once its worker is active.
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return;
  const channel = new MessageChannel();
  const kept = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
    // A worker that never answers (stopped, replaced) does not hold the page up.
    setTimeout(resolve, 10_000);
  });
  worker.postMessage({ type: 'keep', urls: loadedFiles() }, [channel.port2]);
  await kept;
  channel.port1.close();
}
