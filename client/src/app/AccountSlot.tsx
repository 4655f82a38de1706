// docs/product.md §2 Header: signed out, a login button that opens the sign-in modal; signed in, the user
// menu (features/auth/UserMenu.tsx). In the header it is a dropdown; in the mobile menu a list.
// While the session is being asked for, the place is kept (no jump when it arrives).
import type { ReactNode } from 'react';
import { useAuth } from '../features/auth/auth-context';
import { preloadSignIn } from '../features/auth/AuthProvider';
import { UserMenu, UserSection } from '../features/auth/UserMenu';
import '../features/auth/account.css';
import { useI18n } from '../i18n/i18n';

export function AccountSlot({ placement, onAction }: { placement: 'header' | 'menu'; onAction?: () => void }) {
  const { t } = useI18n();
  const auth = useAuth();
  let content: ReactNode;
  if (auth.loading) content = <span className="account-slot__pending" aria-hidden="true" />;
  else if (auth.user)
    content = placement === 'header' ? <UserMenu user={auth.user} /> : <UserSection user={auth.user} onAction={onAction} />;
  else
    content = (
      <button
        type="button"
        className={placement === 'header' ? 'button button--small login-button' : 'button login-button'}
        aria-haspopup="dialog"
        onPointerEnter={preloadSignIn}
        onFocus={preloadSignIn}
        onClick={() => {
          onAction?.();
          auth.openSignIn();
        }}
      >
        {t('auth.login')}
      </button>
    );
  return (
    <div className="account-slot" data-slot="account" data-placement={placement} data-signed-in={auth.user ? 'true' : 'false'}>
      {content}
    </div>
  );
}
