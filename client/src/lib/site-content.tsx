// The society's facts and texts (issue 26, decision 037) as every screen reads them. The server
// puts the record, in the page's language, into the HTML it serves (a script element of JSON), so
// the first render has it without a request; another language (a switch, or a page served in
// another) is fetched from GET /api/site once, and until it comes the seed stands in (the dev
// server, which serves no record, gets it the same way). After a save, /admin/site refreshes it.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '../../../shared/constants';
import { publicSiteOf } from '../../../shared/site-content';
import type { PublicSite, SiteContent } from '../../../shared/site-content.schema';
import { siteFactsSeed } from '../../../shared/site-content.seed';
import { hant } from '../../../shared/traditional';
import { useI18n } from '../i18n/i18n';

/** The id of the element the server writes (server/modules/site/site.pages.ts). */
export const siteScriptId = 'site-content';

/** The record the page came with, read once; null when there is none (the dev server) or it is not JSON. */
export function embeddedSite(doc: Document | undefined = globalThis.document): PublicSite | null {
  const text = doc?.getElementById(siteScriptId)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PublicSite;
    return typeof data === 'object' && data !== null && typeof data.language === 'string' ? data : null;
  } catch {
    return null;
  }
}

/** The pages' texts stand-in of the first script: none (the home and about chunks bring the seed's: useSiteTexts). */
const noTexts: SiteContent['texts'] = {
  homeLead: { en: '', zh: '' },
  homeIntro: { en: [], zh: [] },
  aboutLead: { en: '', zh: '' },
  aboutStory: { en: [], zh: [] },
};

/** A record's side of a language with its Chinese in Traditional from the table made at build time (loaded with the Traditional texts). */
function sideOf(content: SiteContent, language: Language): PublicSite {
  const traditional =
    language === 'zh-Hant'
      ? (JSON.parse(JSON.stringify(content), (key, value: unknown) =>
          typeof value === 'string' && key !== 'en' ? hant(value) : value,
        ) as SiteContent)
      : content;
  return publicSiteOf(content, traditional, 0, language);
}

let seed: SiteContent | undefined;
/** The seed's side of a language: what the site showed before any save, until the record comes. `texts` are the pages' own seed texts. */
export function seedSite(language: Language, texts: SiteContent['texts'] = noTexts): PublicSite {
  seed ??= { ...siteFactsSeed(), texts: noTexts };
  return sideOf({ ...seed, texts }, language);
}

interface SiteState {
  site: PublicSite;
  /** Whether `site` is the record (else the seed, while it loads). */
  loaded: boolean;
  /** Reads the record again (after a save on /admin/site). */
  refresh: () => void;
}

const SiteContext = createContext<SiteState | null>(null);

async function fetchSite(language: Language): Promise<PublicSite> {
  const response = await fetch(`/api/site?language=${encodeURIComponent(language)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/site: ${response.status}`);
  return (await response.json()) as PublicSite;
}

export function SiteContentProvider({ children }: { children: ReactNode }) {
  const { language } = useI18n();
  const [sides, setSides] = useState<Partial<Record<Language, PublicSite>>>(() => {
    const embedded = embeddedSite();
    return embedded ? { [embedded.language]: embedded } : {};
  });
  const current = sides[language];

  useEffect(() => {
    if (current) return;
    let cancelled = false;
    fetchSite(language).then(
      (data) => {
        if (!cancelled) setSides((known) => ({ ...known, [language]: data }));
      },
      // The seed stays: the page still works, with what the site showed before any save.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [current, language]);

  // The record read again; until it comes the pages keep showing the one they had (no flash of the seed).
  const refresh = useCallback(() => {
    fetchSite(language).then(
      (data) => setSides({ [language]: data }),
      // Not read: forget what was shown, so the next render asks again (the seed meanwhile).
      () => setSides({}),
    );
  }, [language]);

  const value = useMemo<SiteState>(
    () => ({ site: current ?? seedSite(language), loaded: current !== undefined, refresh }),
    [current, language, refresh],
  );
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** The society's record in the interface language. */
export function useSite(): PublicSite {
  const state = useContext(SiteContext);
  if (!state) throw new Error('useSite needs SiteContentProvider');
  return state.site;
}

/**
 * The pages' texts (home, about): the record's, or until it has come the seed's that the page's
 * chunk brings (shared/site-texts.seed.ts), so the first script does not carry them.
 */
export function useSiteTexts(seedTexts: SiteContent['texts']): PublicSite['texts'] {
  const state = useContext(SiteContext);
  const { language } = useI18n();
  if (!state) throw new Error('useSiteTexts needs SiteContentProvider');
  return state.loaded
    ? state.site.texts
    : sideOf({ ...(seed ?? { ...siteFactsSeed(), texts: noTexts }), texts: seedTexts }, language).texts;
}

/** Reads the record again (after a save). */
export function useSiteRefresh(): () => void {
  const state = useContext(SiteContext);
  if (!state) throw new Error('useSiteRefresh needs SiteContentProvider');
  return state.refresh;
}
