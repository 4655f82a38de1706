// The newsletter's editors (/admin/newsletter; issue 37, items 3 to 5): behind its guard
// (manageMagazine: the magazine's editors, and admins; docs/decisions/050), two tabs: the
// newsletters (each composed, previewed in the three languages, tested, sent now or at a time,
// its progress live, paused and resumed) and the subscribers (search and filters, remove, the CSV
// file out and in). The tab, the subscriber search, its filters and the page live in the URL.
import '../../lib/zod-jitless';
import { useState } from 'react';
import { pageRoutes } from '../../../../shared/routes';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Notice, useNotice } from '../../components/Notice';
import { SocietyEyebrow } from '../../components/SocietyEyebrow';
import { TabList } from '../../components/Tabs';
import { RequireAccess } from '../../features/auth/RequireAccess';
import { useCopy } from '../../i18n/copy';
import { useListView } from '../../lib/list-view';
import { usePageMeta } from '../../lib/page-meta';
import { withData } from '../../lib/trpc-react';
import { adminNewsletterCopy } from './admin-newsletter.copy';
import { defaultView, newsletterTabs, readView, writeView, type NewsletterTab } from './newsletter-view';
import { NewslettersTab } from './NewslettersTab';
import { SubscribersTab } from './SubscribersTab';
import '../../styles/fields.css';
import '../../styles/admin.css';
import './admin-newsletter.css';

function AdminNewsletterScreen() {
  return (
    <RequireAccess page="adminNewsletter">
      <Editors />
    </RequireAccess>
  );
}

const tabId = (tab: NewsletterTab) => `admin-newsletter-tab-${tab}`;
const panelId = 'admin-newsletter-panel';

function Editors() {
  const copy = useCopy(adminNewsletterCopy);
  usePageMeta('adminNewsletter');
  const { view, setView, hrefOf, navigate } = useListView(pageRoutes.adminNewsletter, readView, writeView);
  const notice = useNotice();
  // A newsletter open with unsaved changes: switching tabs asks first (as leaving by a link does).
  const [dirty, setDirty] = useState(false);
  const [leavingFor, setLeavingFor] = useState<NewsletterTab | null>(null);
  const openTab = (tab: NewsletterTab, asked = false) => {
    if (tab === view.tab) return;
    if (dirty && !asked) return setLeavingFor(tab);
    setDirty(false);
    navigate(hrefOf(defaultView(tab)));
  };
  return (
    <div className="page admin admin-newsletter" data-screen="admin-newsletter">
      <div className="admin-newsletter__head">
        <SocietyEyebrow />
        <h1>{copy.title}</h1>
        <p className="lead">{copy.intro}</p>
      </div>
      <TabList
        tabs={newsletterTabs}
        selected={view.tab}
        onSelect={(tab) => openTab(tab)}
        label={copy.sections}
        tabId={tabId}
        panelId={panelId}
        tabLabel={(tab) => copy.tabs[tab]}
        dataName="tab"
        className="admin-newsletter__tabs"
      />
      <div role="tabpanel" aria-labelledby={tabId(view.tab)} id={panelId} className="admin-newsletter__panel" data-tab={view.tab}>
        {view.tab === 'newsletters' && <NewslettersTab announce={notice.show} onDirty={setDirty} />}
        {view.tab === 'subscribers' && <SubscribersTab view={view} setView={setView} hrefOf={hrefOf} announce={notice.show} />}
      </div>
      <Notice notice={notice.notice} dismiss={notice.dismiss} />
      <ConfirmDialog
        open={leavingFor !== null}
        title={copy.editor.leaveTitle}
        confirmLabel={copy.editor.leave}
        cancelLabel={copy.editor.stay}
        onConfirm={() => {
          const tab = leavingFor;
          setLeavingFor(null);
          if (tab) openTab(tab, true);
        }}
        onCancel={() => setLeavingFor(null)}
      >
        <p>{copy.editor.leaveBody}</p>
      </ConfirmDialog>
    </div>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(AdminNewsletterScreen);
