// Renders its children once the place it holds is near the window (within half a screen's height
// below it) or above it (a jump past it: a link to the footer, End), and from then on: a part of
// the page below the fold loads only for a visitor who scrolls towards it.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function WhenNear({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (element.getBoundingClientRect().top < 1.5 * window.innerHeight) setNear(true);
    };
    // Read at most once a frame, when the browser lays out anyway.
    const onScroll = () => {
      frame ||= requestAnimationFrame(check);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [near]);
  return near ? children : <div ref={place} aria-hidden="true" />;
}
