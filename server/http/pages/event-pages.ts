// The served HTML of /events/{slug} (issue 23; decision 026): a shared link to an event previews
// as that event (its title, summary, image and own canonical address) and carries its Event
// JSON-LD; an address with old words (the title was edited) is answered 301 to the current one,
// an id that names no event 404 with the not-found page. Which events exist and what their slugs
// are comes from the events read cache (one light read, id and English title, per change of the
// events, not per request); each page is read and made once per change and language, and a
// bounded number of them are kept.
import type { Language } from '../../../shared/constants.js';
import type { Event } from '../../../shared/events.schema.js';
import { imageUrl } from '../../../shared/images.js';
import { eventPageText, eventPath, eventTitle } from '../../../shared/page-meta.js';
import { eventIdOfSlug } from '../../../shared/slugs.js';
import { AppError } from '../../lib/app-error.js';
import type { CachedAnswer } from '../../lib/encoded-answer.js';
import type { PageHtml } from '../../lib/page-html.js';
import { chineseSideOf } from '../../lib/traditional.js';
import type { EventSlug } from '../../modules/events/events.service.js';
import { eventStructuredDataScript } from '../../modules/events/events.structured-data.js';
import { siteScript } from '../../modules/site/site.pages.js';
import { renamerOf } from '../../modules/site/site.names.js';
import type { Services } from '../../services.js';
import type { ParameterPage } from './static-site.js';

/** Pages kept at once per change of the events: a crawler walking the archive does not keep them all. */
export const eventPagesKept = 200;

interface Indexed {
  /** Each event's slug by its id. */
  slugs: Map<number, string>;
  /** Pages made so far, by id and language, the least recently asked first. */
  pages: Map<string, Buffer>;
}

export interface EventPages {
  /** /events/:slug's page for the static site. */
  event: ParameterPage;
  /** The paths of the events' pages, for the sitemap, as of the events' last change. */
  eventPaths(): Promise<string[]>;
}

export function eventPages(services: Services, publicOrigin: string): EventPages {
  const cache = services.readCaches.events;
  // A new answer (after a change of the events) starts its own index; the old one goes with it.
  const indexes = new WeakMap<CachedAnswer<EventSlug[]>, Indexed>();
  const indexOf = (answer: CachedAnswer<EventSlug[]>): Indexed => {
    let indexed = indexes.get(answer);
    if (!indexed) {
      indexed = { slugs: new Map(answer.data.map((e) => [e.id, e.slug])), pages: new Map() };
      indexes.set(answer, indexed);
    }
    return indexed;
  };
  const slugs = async () => (await cache.get('event pages', () => services.events.slugs())) as CachedAnswer<EventSlug[]>;

  const pageOf = async (event: Event, language: Language, html: PageHtml) => {
    // The society's record (issue 26): its name and address in the event's data, and the record for the web app's first render.
    const [society, stored] = await Promise.all([services.site.read(language).then((fresh) => fresh.data), services.site.current()]);
    const own = eventPageText(event, language);
    const text = { ...own, title: renamerOf(stored)(own.title, language) };
    const image = event.imageUrl ? imageUrl(event.imageUrl, publicOrigin) : '';
    return html.withHead(
      {
        ...text,
        path: eventPath(event.slug),
        page: 'event',
        ...(image ? { image: { url: image, alt: eventTitle(event, language) } } : {}),
        extraHead: `${eventStructuredDataScript(event, language, publicOrigin, society)}\n${siteScript(society)}`,
      },
      language,
    );
  };

  return {
    event: async (params, language, html) => {
      const asked = String(params.slug ?? '');
      const id = eventIdOfSlug(asked);
      if (id === null) return null;
      const indexed = indexOf(await slugs());
      const slug = indexed.slugs.get(id);
      if (slug === undefined) return null;
      if (slug !== asked) return { movedTo: eventPath(slug) };
      const key = `${id} ${language}`;
      let page = indexed.pages.get(key);
      if (page) {
        // Asked again: the last to go.
        indexed.pages.delete(key);
      } else {
        // In zh-Hant, the event's Traditional texts (stored at write, docs/decisions/036).
        const event = await services.events.get(id, chineseSideOf(language)).catch((error: unknown) => {
          // Deleted since the index was read.
          if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
          throw error;
        });
        if (!event) return null;
        page = await pageOf(event.data, language, html);
        if (indexed.pages.size >= eventPagesKept) indexed.pages.delete(indexed.pages.keys().next().value!);
      }
      indexed.pages.set(key, page);
      return page;
    },
    eventPaths: async () => (await slugs()).data.map((e) => eventPath(e.slug)),
  };
}
