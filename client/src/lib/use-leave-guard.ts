// Unsaved changes are not lost by leaving the page: closing the tab or reloading gets the
// browser's own question (beforeunload), and a click on a link to another page of the site is
// held until the screen has asked (`onLeave` gets the path; the screen navigates if confirmed).
// The browser's back button is not held: wouter has no way to block it.
import { useEffect, useRef } from 'react';

interface Click {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

interface Anchor {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * The in-site path a click on `anchor` would open in this tab, or null when the click leaves
 * this page some other way (a new tab, a download, another site, the same page, a modifier key).
 */
export function leavingPath(click: Click, anchor: Anchor, here: { origin: string; pathname: string; search: string }): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, here.origin);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function useLeaveGuard(dirty: boolean, onLeave: (path: string) => void) {
  const onLeaveRef = useRef(onLeave);
  onLeaveRef.current = onLeave;

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // Capture on the document runs before React's own handlers (on the root): the link's
    // navigation never starts.
    const click = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!anchor) return;
      const path = leavingPath(event, anchor, location);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      onLeaveRef.current(path);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
}
