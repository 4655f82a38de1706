// The first screen's chunks, asked for by the page itself. Without them a visit waits for the
// entry script to download and run before it even asks for the screen (one more round trip on a
// phone, before anything is painted); with `<link rel="modulepreload">` in the page's head the
// screen's script and styles come in beside the entry's. Every page asks for its language's texts
// too (a chunk of their own per language), which the app waits for before its first render
// (client/src/main.tsx). Read from
// Vite's build manifest (dist/client/.vite/manifest.json) at start.
import type { Language } from '../../../shared/constants.js';
import type { PageMetaName } from '../../../shared/page-meta.js';

/** The screen module each page opens with, as client/src/app/App.tsx loads it (lazily). */
export const screenModules: Readonly<Record<PageMetaName, string>> = {
  home: 'src/screens/home/HomeScreen.tsx',
  about: 'src/screens/about/AboutScreen.tsx',
  join: 'src/screens/join/JoinScreen.tsx',
  team: 'src/screens/team/TeamScreen.tsx',
  teamMember: 'src/screens/team/TeamScreen.tsx',
  events: 'src/screens/events/EventsScreen.tsx',
  qinSociety: 'src/screens/qin-society/QinSocietyScreen.tsx',
  newYearConcert: 'src/screens/concert/ConcertScreen.tsx',
  event: 'src/screens/event/EventScreen.tsx',
  eventRegistration: 'src/screens/event-registration/EventRegistrationScreen.tsx',
  adminEvents: 'src/screens/admin-events/AdminEventsScreen.tsx',
  adminCheckIn: 'src/screens/check-in/CheckInScreen.tsx',
  volunteerCheckIn: 'src/screens/check-in/CheckInScreen.tsx',
  ticket: 'src/screens/ticket/TicketScreen.tsx',
  adminStaff: 'src/screens/admin-staff/AdminStaffScreen.tsx',
  adminSite: 'src/screens/admin-site/AdminSiteScreen.tsx',
  staffProfile: 'src/screens/staff-profile/StaffProfileScreen.tsx',
  magazine: 'src/screens/magazine/MagazineScreen.tsx',
  magazineArticle: 'src/screens/magazine-article/ArticleScreen.tsx',
  magazineIssue: 'src/screens/magazine/MagazineScreen.tsx',
  magazineTag: 'src/screens/magazine/MagazineScreen.tsx',
  search: 'src/screens/search/SearchScreen.tsx',
  newsletterConfirm: 'src/screens/newsletter/NewsletterConfirmScreen.tsx',
  newsletterPreferences: 'src/screens/newsletter/NewsletterPreferencesScreen.tsx',
  adminMagazine: 'src/screens/admin-magazine/AdminMagazineScreen.tsx',
  adminNewsletter: 'src/screens/admin-newsletter/AdminNewsletterScreen.tsx',
  staffArticles: 'src/screens/staff-articles/StaffArticlesScreen.tsx',
  staffArticle: 'src/screens/staff-articles/StaffArticlesScreen.tsx',
  notFound: 'src/screens/not-found/NotFoundScreen.tsx',
};

/** The module of each language's interface texts, a chunk of its own (client/src/i18n/i18n.tsx loads it before the first render). */
export const languageModules: Readonly<Record<Language, string>> = {
  en: 'src/i18n/en.ts',
  zh: 'src/i18n/zh.ts',
  'zh-Hant': 'src/i18n/zh-Hant-pack.ts',
};

/** An entry of Vite's build manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The head tags that fetch each page's screen: its chunk and the chunks it imports statically,
 * and their stylesheets (preloaded: the screen's import inserts them, with `crossorigin` as
 * Vite's loader does: a preload in another credentials mode is fetched and never used, and the
 * browser warns of it on every page), leaving out what the
 * entry already loads; in a language whose texts are a chunk of their own, that chunk first. A
 * module not in the manifest gets none.
 */
export function screenPreloads(manifest: BuildManifest): (page: PageMetaName, language: Language) => string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const reach = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) reach(imported, into);
    return into;
  };
  const eager = entryKey ? reach(entryKey, new Set()) : new Set<string>();
  const eagerCss = new Set([...eager].flatMap((key) => manifest[key]!.css ?? []));
  const tagsOf = new Map<string, string[]>();
  const tags = (module: string) => {
    if (!manifest[module]) return [];
    const chunks = [...reach(module, new Set())].filter((key) => !eager.has(key));
    const css = [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))].filter((file) => !eagerCss.has(file));
    return [
      ...chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`),
      ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}" />`),
    ];
  };
  const tagsOfModule = (module: string) => {
    let found = tagsOf.get(module);
    if (!found) tagsOf.set(module, (found = tags(module)));
    return found;
  };
  const languageTags = (language: Language) => {
    return tagsOfModule(languageModules[language]);
  };
  const both = new Map<string, string[]>();
  return (page, language) => {
    const key = `${page} ${language}`;
    let found = both.get(key);
    if (!found) both.set(key, (found = [...new Set([...languageTags(language), ...tagsOfModule(screenModules[page])])]));
    return found;
  };
}
