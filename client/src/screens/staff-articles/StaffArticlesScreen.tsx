// An author's articles (/staff/articles, /staff/articles/{id}; issue 36). Being built.
import { RequireAccess } from '../../features/auth/RequireAccess';
import { usePageMeta } from '../../lib/page-meta';

export default function StaffArticlesScreen() {
  return (
    <RequireAccess page="staffArticles">
      <MyArticles />
    </RequireAccess>
  );
}

function MyArticles() {
  usePageMeta('staffArticles');
  return <div className="page" data-screen="staff-articles" />;
}
