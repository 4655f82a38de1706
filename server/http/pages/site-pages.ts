// The society's record in the served HTML (issue 26, decision 037): every page carries the record
// in its language for the web app's first render, the home page the Organization's structured
// data, and the page table follows the record's name and figures. Each is made once per save and
// language; the bytes keep their identity between requests, so pages and their compressed twins
// are made once too (lib/page-html.ts, static-site.ts).
import type { Language } from '../../../shared/constants.js';
import type { PageMetaName } from '../../../shared/page-meta.js';
import { organizationScript, pageMetaFor, siteScript } from '../../modules/site/site.pages.js';
import type { Services } from '../../services.js';
import type { PageTable } from './static-site.js';

export interface SitePages {
  pageTable: () => Promise<PageTable>;
  /** The record's tags of a page, then `other` (the events' structured data), as one buffer kept per both. */
  extraHead: (page: PageMetaName, language: Language, other?: Buffer) => Promise<Buffer>;
}

export function sitePages(services: Services, origin: string): SitePages {
  let table: { version: number; made: PageTable } | undefined;
  let own: { version: number; tags: Map<string, Buffer> } | undefined;
  const joined = new WeakMap<Buffer, Map<Buffer, Buffer>>();
  const none = Buffer.alloc(0);

  return {
    async pageTable() {
      const stored = await services.site.current();
      if (table?.version !== stored.version) table = { version: stored.version, made: { key: stored.version, table: pageMetaFor(stored) } };
      return table.made;
    },
    async extraHead(page, language, other = none) {
      const stored = await services.site.current();
      if (own?.version !== stored.version) own = { version: stored.version, tags: new Map() };
      const home = page === 'home';
      const key = `${language} ${home}`;
      let tags = own.tags.get(key);
      if (!tags) {
        const data = (await services.site.read(language)).data;
        tags = Buffer.from([siteScript(data), ...(home ? [organizationScript(data, origin, language)] : [])].join('\n'));
        own.tags.set(key, tags);
      }
      if (!other.length) return tags;
      let byOther = joined.get(tags);
      if (!byOther) joined.set(tags, (byOther = new Map()));
      let whole = byOther.get(other);
      if (!whole) {
        // One entry per events answer at a time: an older one is let go with its bytes.
        byOther.clear();
        byOther.set(other, (whole = Buffer.concat([tags, Buffer.from('\n'), other])));
      }
      return whole;
    },
  };
}
