// Whether an article is ready to go to review or to readers (issue 36; docs/decisions/048): a
// draft may be anything while it is written (it saves itself as its author types), but one that
// is submitted or published has a title, a text in each language it is written in, a described
// cover and described images from places the page may show. Pure, so mutation testing reaches it.
import { isBodyImageSource } from '../../../shared/magazine-rules.js';
import type { ArticleContent } from '../../../shared/magazine.schema.js';
import type { AppFieldIssue } from '../../lib/app-error.js';
import type { Markdown } from '../../lib/markdown.js';

const sides = [
  { title: 'titleEn', body: 'bodyEn', alt: 'coverAltEn' },
  { title: 'titleZh', body: 'bodyZh', alt: 'coverAltZh' },
] as const;

/** What keeps `content` from review, field by field (paths as the save input names them); none when it is ready. */
export function readinessIssues(content: ArticleContent, imagesOf: Markdown['imagesOf']): AppFieldIssue[] {
  const issues: AppFieldIssue[] = [];
  const at = (field: keyof ArticleContent) => `content.${field}`;
  if (!content.titleEn && !content.titleZh) issues.push({ path: at('titleEn'), messageKey: 'magazine.titleRequired' });
  for (const side of sides) {
    const title = content[side.title];
    const body = content[side.body];
    if (body && !title && (content.titleEn || content.titleZh)) issues.push({ path: at(side.title), messageKey: 'magazine.titleMissing' });
    if (title && !body) issues.push({ path: at(side.body), messageKey: 'magazine.bodyMissing' });
    if (content.coverUrl && title && !content[side.alt]) issues.push({ path: at(side.alt), messageKey: 'magazine.coverAltRequired' });
  }
  for (const field of ['bodyEn', 'bodyZh', 'bodyZhHant'] as const) {
    const images = imagesOf(content[field]);
    if (images.some((image) => !image.alt)) issues.push({ path: at(field), messageKey: 'magazine.imageAltRequired' });
    if (images.some((image) => !isBodyImageSource(image.src))) issues.push({ path: at(field), messageKey: 'magazine.imageSource' });
  }
  return issues;
}
