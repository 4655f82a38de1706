// The magazine (/magazine, /magazine/issues/{number}, /magazine/tags/{tag}; issue 36). Being built.
import { usePageMeta } from '../../lib/page-meta';

export default function MagazineScreen() {
  usePageMeta('magazine');
  return <div className="page" data-screen="magazine" />;
}
