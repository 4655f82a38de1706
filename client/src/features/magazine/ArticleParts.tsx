// The pieces of an article that its card and its page share (issue 36): the bylines (a team
// member's linked to their page), the date and reading time, and the cover with its WebP sizes.
import { Fragment } from 'react';
import { Link } from 'wouter';
import { imageUrl, responsiveImage } from '../../../../shared/images';
import type { ArticleSummary, Byline } from '../../../../shared/magazine.schema';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { articlesCopy } from './articles.copy';
import { bylineName, bylinePath, formatDate, shown } from './magazine-view';

/** "By A, B and C": a member with a team page as a link to it, a guest as text. */
export function Bylines({ bylines, className, linked = true }: { bylines: readonly Byline[]; className: string; linked?: boolean }) {
  const { language } = useI18n();
  const copy = useCopy(articlesCopy);
  if (bylines.length === 0) return null;
  return (
    <p className={className}>
      {copy.by}
      {bylines.map((byline, index) => {
        const name = bylineName(byline, language);
        const path = linked ? bylinePath(byline) : null;
        const separator = index === 0 ? '' : index === bylines.length - 1 ? copy.and : copy.comma;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the bylines of one article, shown only, in their order; a guest has no id
          <Fragment key={`${byline.accountId ?? 'guest'}-${index}`}>
            {separator}
            {path ? (
              <Link href={path} className="article-byline__link" lang={name.lang}>
                {name.text}
              </Link>
            ) : (
              <span lang={name.lang}>{name.text}</span>
            )}
          </Fragment>
        );
      })}
    </p>
  );
}

/** When it went public, and how long it takes to read. */
export function ArticleDate({
  article,
  className,
}: {
  article: Pick<ArticleSummary, 'publishedAt' | 'readingMinutes'>;
  className: string;
}) {
  const { language } = useI18n();
  const copy = useCopy(articlesCopy);
  return (
    <p className={className}>
      <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language)}</time>
      <span aria-hidden="true"> · </span>
      <span>{copy.minutes(article.readingMinutes)}</span>
    </p>
  );
}

/** `sizes` of each place a cover is shown, matching article-card.css and the article page's CSS. */
export const coverSizes = {
  card: '(max-width: 560px) calc(100vw - 2.5rem), (max-width: 1000px) 45vw, 22rem',
  issue: '(max-width: 760px) calc(100vw - 2.5rem), 24rem',
  page: '(max-width: 860px) calc(100vw - 2.5rem), 48rem',
} as const;

/** A cover (or an issue's): its WebP sizes for an upload, described in the reader's language. */
export function Cover({
  cover,
  className,
  sizes,
  priority = false,
}: {
  cover: ArticleSummary['cover'];
  className: string;
  sizes: string;
  priority?: boolean;
}) {
  const { language } = useI18n();
  if (!cover?.url) return null;
  const image = responsiveImage(imageUrl(cover.url));
  const alt = shown(language, cover.altEn, cover.altZh);
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt.text}
      lang={alt.lang}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
