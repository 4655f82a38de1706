// Staff management (/admin/staff, docs/product.md §2; issue 13): behind its guard (manageStaff or
// reviewProfiles), three tabs, each shown only with its permission: staff accounts and
// applications (manageStaff), profile reviews (reviewProfiles); shared/permissions.ts has both rules. The tab and its search, filters
// and page live in the URL, so a view can be shared and survives a reload.
import '../../lib/zod-jitless';
import type { SessionUser } from '../../../../shared/auth.schema';
import { visibleStaffTabs, type StaffTab } from '../../../../shared/permissions';
import { pageRoutes } from '../../../../shared/routes';
import { usePageMeta } from '../../lib/page-meta';
import { Notice, useNotice } from '../../components/Notice';
import { TabList } from '../../components/Tabs';
import { useAuth } from '../../features/auth/auth-context';
import { RequireAccess } from '../../features/auth/RequireAccess';
import { useCopy } from '../../i18n/copy';
import { useListView } from '../../lib/list-view';
import { adminStaffCopy } from './admin-staff.copy';
import { Applications } from './Applications';
import { ProfileReviews } from './ProfileReviews';
import { StaffAccounts } from './StaffAccounts';
import { defaultView, readView, writeView } from './staff-view';
import { Handover } from './Handover';
import '../../styles/fields.css';
import '../../styles/admin.css';
import './admin-staff.css';
import { SocietyEyebrow } from '../../components/SocietyEyebrow';
import { withData } from '../../lib/trpc-react';

function AdminStaffScreen() {
  return (
    <RequireAccess page="adminStaff">
      <StaffManagement />
    </RequireAccess>
  );
}

function StaffManagement() {
  const { user } = useAuth();
  // RequireAccess renders this only with a user who may open the page.
  return user ? <Manager actor={user} /> : null;
}

const tabId = (tab: StaffTab) => `admin-staff-tab-${tab}`;
const panelId = 'admin-staff-panel';

function Manager({ actor }: { actor: SessionUser }) {
  const copy = useCopy(adminStaffCopy);
  usePageMeta('adminStaff');
  const allowed = visibleStaffTabs(actor);
  // Search and filters replace the address; a tab is a place of its own, so Back returns to the last one.
  const { view, setView, hrefOf, navigate } = useListView(pageRoutes.adminStaff, (search) => readView(search, allowed), writeView);
  const notice = useNotice();

  const openTab = (tab: StaffTab) => {
    if (tab !== view.tab) navigate(hrefOf(defaultView(tab)));
  };

  // Every change that went through is confirmed in sight and to screen readers (issue 21, item 10).
  const panel = { hrefOf, announce: notice.show };
  return (
    <div className="page admin admin-staff" data-screen="admin-staff">
      <div className="admin-staff__head">
        <SocietyEyebrow />
        <h1>{copy.title}</h1>
        <p className="lead">{copy.intro}</p>
        {/* Issue 26: the handover at the end of a term, and past teams (admins only). */}
        <Handover actor={actor} announce={notice.show} />
      </div>
      <TabList
        tabs={allowed}
        selected={view.tab}
        onSelect={openTab}
        label={copy.sections}
        tabId={tabId}
        panelId={panelId}
        tabLabel={(tab) => copy.tabs[tab]}
        dataName="tab"
        className="admin-staff__tabs"
      />
      <div role="tabpanel" aria-labelledby={tabId(view.tab)} id={panelId} className="admin-staff__panel" data-tab={view.tab}>
        {view.tab === 'staff' && <StaffAccounts {...panel} view={view} setView={setView} actor={actor} />}
        {view.tab === 'reviews' && <ProfileReviews {...panel} view={view} setView={setView} actor={actor} />}
        {view.tab === 'applications' && <Applications {...panel} view={view} setView={setView} />}
      </div>
      <Notice notice={notice.notice} dismiss={notice.dismiss} />
    </div>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(AdminStaffScreen);
