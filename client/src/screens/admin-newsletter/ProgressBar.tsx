// A send's progress: a bar (a progressbar to assistive technology, its text the same words) and
// "12 sent, 1 failed, 87 left, of 100" beside it.
import type { Newsletter } from '../../../../shared/newsletter.schema';
import { useCopy } from '../../i18n/copy';
import { adminNewsletterCopy } from './admin-newsletter.copy';
import { progressOf } from './newsletter-view';

export function ProgressBar({ progress, compact = false, label }: { progress: Newsletter['progress']; compact?: boolean; label?: string }) {
  const copy = useCopy(adminNewsletterCopy);
  const { percent } = progressOf(progress);
  const words = copy.send.progressText(progress.sent, progress.failed, progress.left, progress.recipients);
  return (
    <div className={compact ? 'newsletter-progress newsletter-progress--compact' : 'newsletter-progress'} data-progress="">
      <div
        className="newsletter-progress__bar"
        role="progressbar"
        aria-label={label ?? copy.send.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={words}
      >
        <span className="newsletter-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="newsletter-progress__text" data-progress-text="">
        {words}
      </p>
    </div>
  );
}
