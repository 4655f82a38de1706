// A newsletter's state as a badge (draft, scheduled, sending, paused, sent), in the list and the editor.
import type { Newsletter } from '../../../../shared/newsletter.schema';
import { useCopy } from '../../i18n/copy';
import { adminNewsletterCopy } from './admin-newsletter.copy';

export function StateBadge({ state }: { state: Newsletter['state'] }) {
  const copy = useCopy(adminNewsletterCopy);
  return (
    <span className={`badge badge--newsletter-${state}`} data-newsletter-state={state}>
      {copy.list.state[state]}
    </span>
  );
}
