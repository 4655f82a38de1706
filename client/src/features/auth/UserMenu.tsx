// The signed-in user's menu (docs/product.md §2 Header): a menu button with the username and a dropdown
// of event management, staff management, site content, the magazine's editors' screen, my profile
// (disabled with a note until the account is active), my articles (active accounts), change
// password and logout. The WAI-ARIA menu button pattern: Enter, Space or the arrows open it, the arrows, Home and End move, Esc closes it and returns focus, Tab leaves it;
// an outside click or a navigation closes it too. In the mobile menu the same entries are a list.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { SessionUser } from '../../../../shared/auth.schema';
import { pageRoutes } from '../../../../shared/routes';
import { useI18n } from '../../i18n/i18n';
import { accountMenuEntries } from './after-sign-in';
import { useAuth } from './auth-context';

interface Entry {
  id: string;
  label: string;
  href?: string;
  onSelect?: () => void;
  disabledNote?: string;
}

function useEntries(user: SessionUser, afterSelect: () => void): Entry[] {
  const { t } = useI18n();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const allowed = accountMenuEntries(user);
  const entries: Entry[] = [];
  if (allowed.manageEvents) entries.push({ id: 'manage-events', label: t('account.manageEvents'), href: pageRoutes.adminEvents });
  if (allowed.manageStaff) entries.push({ id: 'manage-staff', label: t('account.manageStaff'), href: pageRoutes.adminStaff });
  if (allowed.manageContent) entries.push({ id: 'manage-site', label: t('account.manageSite'), href: pageRoutes.adminSite });
  if (allowed.manageMagazine) entries.push({ id: 'manage-magazine', label: t('account.manageMagazine'), href: pageRoutes.adminMagazine });
  if (allowed.manageNewsletter)
    entries.push({ id: 'manage-newsletter', label: t('account.manageNewsletter'), href: pageRoutes.adminNewsletter });
  entries.push({
    id: 'profile',
    label: t('account.profile'),
    href: pageRoutes.staffProfile,
    ...(allowed.profileEnabled ? {} : { disabledNote: t('account.profileInactive') }),
  });
  if (allowed.myArticles) entries.push({ id: 'my-articles', label: t('account.myArticles'), href: pageRoutes.staffArticles });
  entries.push({ id: 'change-password', label: t('account.changePassword'), onSelect: () => auth.openChangePassword() });
  entries.push({
    id: 'logout',
    label: t('account.logout'),
    onSelect: () => {
      // Leave the page first, so a guarded page does not ask to sign in again on its way out.
      navigate('/');
      void auth.logout();
    },
  });
  return entries.map((entry) => ({
    ...entry,
    onSelect: () => {
      afterSelect();
      entry.onSelect?.();
    },
  }));
}

export const displayName = (user: SessionUser, fallback: string) => user.username.trim() || fallback;

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  // A choice closes the menu and gives focus back to its button, where a dialog it opens (change
  // password) returns it when closed.
  const entries = useEntries(user, () => {
    setOpen(false);
    buttonRef.current?.focus();
  });
  const name = displayName(user, t('account.user'));

  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not a value read: any navigation closes the menu
  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const list = items();
    (focusOnOpen === 'first' ? list[0] : list[list.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen]);

  const openWith = (where: 'first' | 'last') => {
    setFocusOnOpen(where);
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="user-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? setOpen(false) : openWith('first'))}
        onKeyDown={onButtonKey}
        title={name}
      >
        <UserIcon />
        <span className="user-menu__name">{name}</span>
        <span className="user-menu__caret" aria-hidden="true" />
      </button>
      <ul
        ref={menuRef}
        id={`${id}-menu`}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA menu button pattern: the list is a menu of menuitems, with arrow keys, Home and End (onMenuKey) and roving focus
        role="menu"
        aria-labelledby={`${id}-button`}
        className="user-menu__list"
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {entries.map((entry) => (
          <li key={entry.id} role="none">
            <MenuEntry entry={entry} noteId={`${id}-${entry.id}-note`} role="menuitem" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MenuEntry({ entry, noteId, role }: { entry: Entry; noteId: string; role?: 'menuitem' }) {
  const common = { role, tabIndex: role ? -1 : undefined, 'data-entry': entry.id } as const;
  if (entry.disabledNote) {
    // Disabled but still reachable, so the note (a tooltip on hover and focus) can be read.
    return (
      <button
        type="button"
        className="user-menu__item user-menu__item--disabled"
        aria-disabled="true"
        aria-label={entry.label}
        aria-describedby={noteId}
        {...common}
      >
        {entry.label}
        <span className="user-menu__tooltip" id={noteId}>
          {entry.disabledNote}
        </span>
      </button>
    );
  }
  if (entry.href) {
    return (
      <Link href={entry.href} className="user-menu__item" onClick={entry.onSelect} {...common}>
        {entry.label}
      </Link>
    );
  }
  return (
    <button type="button" className="user-menu__item" onClick={entry.onSelect} {...common}>
      {entry.label}
    </button>
  );
}

/** The same entries as a plain list, for the full-screen mobile menu. */
export function UserSection({ user, onAction }: { user: SessionUser; onAction?: (() => void) | undefined }) {
  const { t } = useI18n();
  const id = useId();
  const entries = useEntries(user, () => onAction?.());
  const name = displayName(user, t('account.user'));
  return (
    <section className="user-section" aria-labelledby={`${id}-title`}>
      <p className="user-section__name" id={`${id}-title`}>
        <UserIcon /> {t('account.signedInAs', { name })}
      </p>
      <ul className="user-section__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <MenuEntry entry={entry} noteId={`${id}-${entry.id}-note`} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function UserIcon(): ReactNode {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c1.3-3.8 4.3-5.5 8-5.5s6.7 1.7 8 5.5" />
    </svg>
  );
}
