// The magazine's editors (/admin/magazine; issue 36, sections 2 and 3): behind its guard
// (manageMagazine: editors, and admins), three tabs: the articles waiting for review, each read as
// readers will see it and then published (now or at a time) or returned with a note; every
// article with its state, search and pages, to edit (the author's editor, /staff/articles/{id}),
// view, unpublish, delete or restore a revision of; and the issues with their ordered articles.
// The tab, the search, the state and the page live in the URL, so a view can be shared.
import '../../lib/zod-jitless';
import { pageRoutes } from '../../../../shared/routes';
import { Notice, useNotice } from '../../components/Notice';
import { SocietyEyebrow } from '../../components/SocietyEyebrow';
import { TabList } from '../../components/Tabs';
import { RequireAccess } from '../../features/auth/RequireAccess';
import { useCopy } from '../../i18n/copy';
import { useListView } from '../../lib/list-view';
import { usePageMeta } from '../../lib/page-meta';
import { withData } from '../../lib/trpc-react';
import { adminMagazineCopy } from './admin-magazine.copy';
import { AllArticles } from './AllArticles';
import { IssuesTab } from './IssuesTab';
import { defaultView, magazineTabs, readView, writeView, type MagazineTab } from './magazine-view';
import { ReviewTab } from './ReviewTab';
import '../../styles/fields.css';
import '../../styles/admin.css';
import './admin-magazine.css';

function AdminMagazineScreen() {
  return (
    <RequireAccess page="adminMagazine">
      <Editors />
    </RequireAccess>
  );
}

const tabId = (tab: MagazineTab) => `admin-magazine-tab-${tab}`;
const panelId = 'admin-magazine-panel';

function Editors() {
  const copy = useCopy(adminMagazineCopy);
  usePageMeta('adminMagazine');
  const { view, setView, hrefOf, navigate } = useListView(pageRoutes.adminMagazine, readView, writeView);
  // Every change that went through is confirmed in sight and to screen readers (issue 21, item 10).
  const notice = useNotice();
  const openTab = (tab: MagazineTab) => {
    if (tab !== view.tab) navigate(hrefOf(defaultView(tab)));
  };
  return (
    <div className="page admin admin-magazine" data-screen="admin-magazine">
      <div className="admin-magazine__head">
        <SocietyEyebrow />
        <h1>{copy.title}</h1>
        <p className="lead">{copy.intro}</p>
      </div>
      <TabList
        tabs={magazineTabs}
        selected={view.tab}
        onSelect={openTab}
        label={copy.sections}
        tabId={tabId}
        panelId={panelId}
        tabLabel={(tab) => copy.tabs[tab]}
        dataName="tab"
        className="admin-magazine__tabs"
      />
      <div role="tabpanel" aria-labelledby={tabId(view.tab)} id={panelId} className="admin-magazine__panel" data-tab={view.tab}>
        {view.tab === 'review' && <ReviewTab view={view} setView={setView} hrefOf={hrefOf} announce={notice.show} />}
        {view.tab === 'articles' && <AllArticles view={view} setView={setView} hrefOf={hrefOf} announce={notice.show} />}
        {view.tab === 'issues' && <IssuesTab announce={notice.show} />}
      </div>
      <Notice notice={notice.notice} dismiss={notice.dismiss} />
    </div>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(AdminMagazineScreen);
