// ── SIGN-IN CONTROLS GO HERE ──────────────────────────────────────────────────────────────────
// SPEC.md §2 Header: signed out, a login button that opens the sign-in modal; signed in, the user
// menu (event management, staff management, my profile, logout). The sign-in issue fills this
// component in; the header and the mobile menu already render it in the right place.
export function AccountSlot({ placement }: { placement: 'header' | 'menu' }) {
  return <div className="account-slot" data-slot="account" data-placement={placement} />;
}
