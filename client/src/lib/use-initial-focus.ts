// A dialog's content mounts in the same commit as the dialog opens, but before it: React runs a
// child's effects first, and the dialog's showModal is its parent's. Focus therefore waits for the
// end of that commit (a microtask), when the dialog is open, and still lands before the browser
// paints or takes a key: a visitor quick to type, or a test, never types into one field and has
// the cursor moved under them. Content that mounts inside a dialog already open is focused alike.
import { useLayoutEffect, type RefObject } from 'react';

/** Focuses `ref` (or, given a selector, the first element inside it that matches) once, as the commit that mounts it ends. */
export function useInitialFocus(ref: RefObject<HTMLElement | null>, selector?: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the commit that mounts the content ends (a dialog's content mounts afresh at each opening); ref is a ref, selector a constant of the caller
  useLayoutEffect(() => {
    let cancelled = false;
    let frame = 0;
    const target = () => (selector ? ref.current?.querySelector<HTMLElement>(selector) : ref.current);
    queueMicrotask(() => {
      if (cancelled) return;
      const dialog = ref.current?.closest('dialog');
      // A dialog its owner opens only later (not in this commit): the next frame, as before.
      if (dialog && !dialog.open) frame = requestAnimationFrame(() => target()?.focus());
      else target()?.focus();
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
    // Once: a dialog's content is mounted afresh at each opening.
  }, []);
}
