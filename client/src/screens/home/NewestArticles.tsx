// The home page's share of the magazine (issue 36): its newest articles and a link to it; nothing
// until they come, nor when there are none. A chunk of its own (HomeScreen.tsx loads it lazily).
import { Link } from 'wouter';
import { pageRoutes } from '../../../../shared/routes';
import { ArrowIcon } from '../../components/icons';
import { Section } from '../../components/Section';
import { ArticleCard } from '../../features/magazine/ArticleCard';
import { useNewestArticles } from '../../features/magazine/newest-articles';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { homeCopy } from './home.copy';

/** How many of the newest articles the home page shows. */
const newestCount = 3;

export default function NewestArticles() {
  const { language } = useI18n();
  const copy = useCopy(homeCopy);
  const { articles } = useNewestArticles(language, newestCount);
  if (articles.length === 0) return null;
  return (
    <Section titleId="magazine-title" title={copy.magazineTitle} layout="home-magazine">
      <ul className="article-grid">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </ul>
      <p className="home-magazine__more">
        <Link href={pageRoutes.magazine} className="text-link">
          {copy.magazineLink} <ArrowIcon />
        </Link>
      </p>
    </Section>
  );
}
