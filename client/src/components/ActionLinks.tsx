import { Link } from 'wouter';

interface Action {
  href: string;
  label: string;
}

/**
 * A page's two calls to action: the first a filled button, the second an outlined one; `onDark`,
 * the light pair for a dark background (the home page's hero).
 */
export function ActionLinks({
  first,
  second,
  className = 'actions',
  onDark = false,
}: {
  first: Action;
  second: Action;
  className?: string;
  onDark?: boolean;
}) {
  return (
    <p className={className}>
      <Link href={first.href} className={onDark ? 'button button--light' : 'button'}>
        {first.label}
      </Link>
      <Link href={second.href} className={onDark ? 'button button--ghost-light' : 'button button--secondary'}>
        {second.label}
      </Link>
    </p>
  );
}
