// The one visible confirmation that a change went through (issue 21, item 10): created, saved,
// deleted, a batch done, a review decided. A polite status message at the foot of the window, in
// both themes, that stays until dismissed or for `noticeTimeout` (held while the pointer or focus
// is on it). While it shows, the page keeps room for it (body padding and scroll padding), so the
// control in use is scrolled clear of it, never left under it, at 360 px as at 1280.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { useI18n } from '../i18n/i18n';
import { CheckIcon, CloseIcon } from './icons';
import './notice.css';

/** How long a notice stays untouched: long enough to read twice. */
export const noticeTimeout = 10_000;

export interface NoticeMessage {
  text: string;
  /** A new id for each showing: the same words said twice are said (and timed) twice. */
  id: number;
}

/** A screen's notice: `show(text)` says it, `dismiss()` takes it away. */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const count = useRef(0);
  const show = useCallback((text: string) => {
    // Emptied first, so a screen reader hears the same words again.
    setNotice(null);
    const id = ++count.current;
    requestAnimationFrame(() => setNotice((current) => (current && current.id > id ? current : { text, id })));
  }, []);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, show, dismiss };
}

export type NoticeControl = ReturnType<typeof useNotice>;

/** Where the screen renders its notice (once; the live region is there before anything is said). */
export function Notice({ notice, dismiss }: Pick<NoticeControl, 'notice' | 'dismiss'>) {
  const { t } = useI18n();
  const boxRef = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  /** Where focus came from when it entered the notice: it goes back there when the notice goes. */
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!notice || held.pointer || held.focus) return;
    const timer = setTimeout(dismiss, noticeTimeout);
    return () => clearTimeout(timer);
  }, [notice, held, dismiss]);

  // Room for the notice at the foot of the page while it shows, and the focused control clear of it.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!notice || !box) return;
    const root = document.documentElement;
    root.style.setProperty('--notice-room', `${Math.ceil(box.getBoundingClientRect().height) + 24}px`);
    root.setAttribute('data-notice', '');
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !box.contains(active)) active.scrollIntoView({ block: 'nearest' });
    return () => {
      root.removeAttribute('data-notice');
      root.style.removeProperty('--notice-room');
    };
  }, [notice]);

  const close = () => {
    const target = returnTo.current;
    dismiss();
    setHeld({ pointer: false, focus: false });
    if (target?.isConnected) target.focus();
  };

  const onFocus = (event: FocusEvent) => {
    if (!held.focus && event.relatedTarget instanceof HTMLElement && !boxRef.current?.contains(event.relatedTarget))
      returnTo.current = event.relatedTarget;
    setHeld((current) => ({ ...current, focus: true }));
  };
  const onBlur = (event: FocusEvent) => {
    if (!boxRef.current?.contains(event.relatedTarget as Node | null)) setHeld((current) => ({ ...current, focus: false }));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the box only watches the pointer and the focus within it (its close button) to keep the notice shown; it is no control itself
    <div
      ref={boxRef}
      className={notice ? 'status-notice' : 'status-notice visually-hidden'}
      data-open={notice ? '' : undefined}
      onPointerEnter={() => setHeld((current) => ({ ...current, pointer: true }))}
      onPointerLeave={() => setHeld((current) => ({ ...current, pointer: false }))}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {notice && (
        <span className="status-notice__mark">
          <CheckIcon size={20} />
        </span>
      )}
      <p role="status" aria-live="polite" className="status-notice__text">
        {notice?.text}
      </p>
      {notice && (
        <button type="button" className="icon-button status-notice__close" aria-label={t('notice.dismiss')} onClick={close}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
