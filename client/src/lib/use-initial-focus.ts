// A dialog's content mounts before the dialog opens (showModal runs in the dialog's own effect):
// focus waits for the next frame, when the dialog is open and its content can take it.
import { useEffect, type RefObject } from 'react';

/** Focuses `ref` (or, given a selector, the first element inside it that matches) once, a frame after mounting. */
export function useInitialFocus(ref: RefObject<HTMLElement | null>, selector?: string): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => (selector ? ref.current?.querySelector<HTMLElement>(selector) : ref.current)?.focus());
    return () => cancelAnimationFrame(frame);
    // Once: a dialog's content is mounted afresh at each opening.
  }, []);
}
