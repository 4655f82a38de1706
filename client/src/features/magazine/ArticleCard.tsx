// An article in a list (the magazine, an issue, a tag, the home page, a team member's page): its
// cover, title (the link to it), standfirst, bylines, date and reading time. Light: a page of
// twelve cards stays a few hundred elements.
import { Link } from 'wouter';
import type { ArticleSummary } from '../../../../shared/magazine.schema';
import { useI18n } from '../../i18n/i18n';
import { ArticleDate, Bylines, Cover, coverSizes } from './ArticleParts';
import { articlePath, shown } from './magazine-view';
import './article-card.css';

export function ArticleCard({
  article,
  headingLevel = 3,
  priority = false,
  compact = false,
}: {
  article: ArticleSummary;
  /** The card's title's heading level: under the list's heading. */
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  /** Without the cover and standfirst (the home page, a member's page). */
  compact?: boolean;
}) {
  const { language } = useI18n();
  const title = shown(language, article.titleEn, article.titleZh);
  const standfirst = shown(language, article.standfirstEn, article.standfirstZh);
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={compact ? 'article-card article-card--compact' : 'article-card'} data-article={article.slug}>
      {!compact && <Cover cover={article.cover} className="article-card__cover" sizes={coverSizes.card} priority={priority} />}
      <div className="article-card__body">
        <Heading className="article-card__title" lang={title.lang}>
          <Link href={articlePath(article.slug)} className="article-card__link">
            {title.text}
          </Link>
        </Heading>
        {!compact && standfirst.text && (
          <p className="article-card__standfirst" lang={standfirst.lang}>
            {standfirst.text}
          </p>
        )}
        <Bylines bylines={article.bylines} className="article-card__byline" linked={false} />
        <ArticleDate article={article} className="article-card__meta" />
      </div>
    </li>
  );
}
