// One article of the magazine (/magazine/{slug}; issue 36). Being built.
import { usePageMeta } from '../../lib/page-meta';

export default function ArticleScreen() {
  usePageMeta('magazineArticle');
  return <div className="page" data-screen="magazine-article" />;
}
