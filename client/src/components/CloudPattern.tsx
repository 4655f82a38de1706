// Auspicious clouds (祥云) as a repeating line pattern: the site's background motif. Decorative.
import { useId } from 'react';

export function CloudPattern({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg className={className} aria-hidden="true" focusable="false" width="100%" height="100%">
      <defs>
        <pattern id={id} width="120" height="72" patternUnits="userSpaceOnUse">
          <g fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
            <path d="M6 50c0-9 7-15 15-15 7 0 12 5 12 11 0 4.5-3.3 7.5-7.3 7.5-3.5 0-5.7-2.5-5.7-5.3 0-2.4 1.8-4 4-4" />
            <path d="M33 46c3-8 10-13 18-13 8.5 0 14 6 14 12.5 0 5-3.8 8.5-8.3 8.5-4 0-6.5-2.8-6.5-6 0-2.6 2-4.5 4.4-4.5" />
            <path d="M65 45.5c5 0 9 2.5 12 6.5M6 50c-3 0-5 1-6 2.5" />
            <path d="M66 14c0-7 5.5-11.5 11.5-11.5 5.5 0 9.5 4 9.5 8.8 0 3.6-2.6 6-5.8 6-2.8 0-4.5-2-4.5-4.2 0-2 1.4-3.2 3.2-3.2" />
            <path d="M87 11c3-5 7.5-8 13-8 6.5 0 10.5 4.5 10.5 9.5M66 14c-4 0-7 1.4-9 3.6" />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
