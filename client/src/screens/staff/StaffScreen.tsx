// The staff pages behind their guard (features/auth/RequireAccess.tsx): event management, staff
// management and the staff profile. The screens themselves come with later issues; until then
// the placeholder stands behind the guard.
import { RequireAccess } from '../../features/auth/RequireAccess';
import type { GuardedPage } from '../../features/auth/after-sign-in';
import PlaceholderScreen from '../placeholder/PlaceholderScreen';

export default function StaffScreen({ page }: { page: GuardedPage }) {
  return (
    <RequireAccess page={page}>
      <PlaceholderScreen />
    </RequireAccess>
  );
}
