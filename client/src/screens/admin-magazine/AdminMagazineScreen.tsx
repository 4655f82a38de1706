// The magazine's editors (/admin/magazine; issue 36). Being built.
import { RequireAccess } from '../../features/auth/RequireAccess';
import { usePageMeta } from '../../lib/page-meta';

export default function AdminMagazineScreen() {
  return (
    <RequireAccess page="adminMagazine">
      <Editors />
    </RequireAccess>
  );
}

function Editors() {
  usePageMeta('adminMagazine');
  return <div className="page" data-screen="admin-magazine" />;
}
