// A magazine page's own texts in the document head (an issue's, a tag's, an article's), kept
// apart from magazine-view.ts so the cards (the home page's too) do not bring the pages' table.
import type { Language } from '../../../../shared/constants';
import { pageMeta, type PageText } from '../../../../shared/page-meta';
import { site } from '../../../../shared/site';
import { localize } from '../../../../shared/traditional';

/** A magazine page's own title (before the society's name) and description, as an event's page names itself. */
export function magazinePageText(title: string, description: string, language: Language): PageText {
  return {
    title: `${title} · ${localize(site.name, language)}`,
    description: description || pageMeta.magazine[language].description,
  };
}
