// How an author's list words an article (issue 36, item 2): its badge from its state and whether a
// version of it is live, and its title in the reader's language (the other language's when empty).
import type { Language } from '../../../../shared/constants';
import type { ArticleState } from '../../../../shared/magazine-rules';

export type ArticleBadge = 'draft' | 'returned' | 'submitted' | 'scheduled' | 'published' | 'changed';

/**
 * A draft with a live version is "published, with changes in draft"; a draft that is not live and
 * carries an editor's note was returned; otherwise the state itself.
 */
export function badgeOf(article: { state: ArticleState; isLive: boolean; reviewNote: string }): ArticleBadge {
  if (article.state === 'draft') {
    if (article.isLive) return 'changed';
    return article.reviewNote.trim() ? 'returned' : 'draft';
  }
  return article.state;
}

/** The title in `language` (Chinese for both Chinese scripts), else the other one; '' when both are empty. */
export function titleOf(article: { titleEn: string; titleZh: string }, language: Language): string {
  const [first, second] = language === 'en' ? [article.titleEn, article.titleZh] : [article.titleZh, article.titleEn];
  return first.trim() || second.trim();
}
