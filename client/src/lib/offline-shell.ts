// The offline shell (issue 38): a service worker that keeps the app's shell and its assets, so a
// ticket page once opened, and the scanner at the door, load with no network. A skeleton until the
// ticket slice lands: the scanner calls it, and it does nothing yet.

/** Registers the offline shell for the page's area (the ticket pages, the scanners); resolves when done or not possible. */
export async function registerOfflineShell(): Promise<void> {}
