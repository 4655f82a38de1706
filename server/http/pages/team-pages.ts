// The served HTML of /team/{member} (issue 13; decision 010): a shared link to a member previews
// as that member (their name, their position, their avatar, their own canonical address), and an
// address that names no member on the team page is answered 404 with the not-found page. The
// members come from the team read cache (one database read per change of the team, not per
// request), and each member's page is made once per change and language.
import type { Language } from '../../../shared/constants.js';
import { chineseSideOf, type ChineseSide } from '../../lib/traditional.js';
import { imageUrl } from '../../../shared/images.js';
import { pastTeamPageText, pastTeamPath, teamMemberName, teamMemberPageText, teamMemberPath } from '../../../shared/page-meta.js';
import type { TermsOutput } from '../../../shared/terms.schema.js';
import type { TeamMember, TeamOutput } from '../../../shared/team.schema.js';
import type { CachedAnswer } from '../../lib/encoded-answer.js';
import type { PageHtml } from '../../lib/page-html.js';
import type { Services } from '../../services.js';
import type { ParameterPage } from './static-site.js';
import { siteScript } from '../../modules/site/site.pages.js';
import { renamerOf } from '../../modules/site/site.names.js';

interface Indexed {
  /** By username without case (usernames are unique without case). */
  members: Map<string, TeamMember>;
  /** Pages made so far, by username and language. */
  pages: Map<string, Buffer>;
}

export interface TeamPages {
  /** /team's page: a past term's (?term=) with its own head (issue 26), 404 for an unknown term, else the table's. */
  team: ParameterPage;
  /** /team/:member's page for the static site. */
  member: ParameterPage;
  /** The paths of the members' pages, for the sitemap, as of the team's last change. */
  memberPaths(): Promise<string[]>;
  /** The paths of the past teams' pages (/team?term=…), for the sitemap. */
  pastTeamPaths(): Promise<string[]>;
}

export function teamPages(services: Services, publicOrigin: string): TeamPages {
  const cache = services.readCaches.team;
  // A new answer (after a change of the team) starts its own index; the old one goes with it.
  const indexes = new WeakMap<CachedAnswer<TeamOutput>, Indexed>();
  const indexOf = (answer: CachedAnswer<TeamOutput>): Indexed => {
    let indexed = indexes.get(answer);
    if (!indexed) {
      indexed = { members: new Map(answer.data.members.map((m) => [m.username.toLowerCase(), m])), pages: new Map() };
      indexes.set(answer, indexed);
    }
    return indexed;
  };
  // In zh-Hant, the members' Traditional texts (stored at write, docs/decisions/036): an answer of its own.
  const team = async (side: ChineseSide = 'zh') =>
    (await cache.get(`team pages ${side}`, () => services.team.list(undefined, side))) as CachedAnswer<TeamOutput>;

  const pageOf = async (member: TeamMember, language: Language, html: PageHtml) => {
    // The society's record for the web app's first render, and its name after the member's in the title (issue 26).
    const [society, stored] = await Promise.all([services.site.read(language).then((fresh) => fresh.data), services.site.current()]);
    const own = teamMemberPageText(member, language);
    const text = { ...own, title: renamerOf(stored)(own.title, language) };
    const avatar = member.avatar ? imageUrl(member.avatar, publicOrigin) : '';
    return html.withHead(
      {
        ...text,
        path: teamMemberPath(member.username),
        page: 'teamMember',
        ...(avatar ? { image: { url: avatar, alt: teamMemberName(member, language) } } : {}),
        extraHead: siteScript(society),
      },
      language,
    );
  };

  // A past team's pages, made once per change of the team (terms included) and language.
  const termPages = new WeakMap<CachedAnswer<TermsOutput>, Map<string, Buffer>>();
  const terms = async () => (await cache.get('team pages terms', () => services.terms.list())) as CachedAnswer<TermsOutput>;

  // The society's record for the web app's first render (issue 26), one buffer per save and
  // language: the page made with it is then made (and compressed) once too.
  let scripts: { version: number; byLanguage: Map<Language, Buffer> } | undefined;
  const siteHead = async (language: Language) => {
    const stored = await services.site.current();
    if (scripts?.version !== stored.version) scripts = { version: stored.version, byLanguage: new Map() };
    let head = scripts.byLanguage.get(language);
    if (!head) scripts.byLanguage.set(language, (head = Buffer.from(siteScript((await services.site.read(language)).data))));
    return head;
  };

  return {
    team: async (params, language, html) => {
      const id = params.term;
      if (id === undefined || id === '') return html('team', language, await siteHead(language));
      const answer = await terms();
      const term = answer.data.terms.find((t) => t.id === id);
      if (!term) return null;
      if (term.current) return html('team', language, await siteHead(language));
      let pages = termPages.get(answer);
      if (!pages) termPages.set(answer, (pages = new Map()));
      const key = `${term.id} ${language}`;
      let page = pages.get(key);
      if (!page)
        pages.set(
          key,
          (page = html.withHead(
            { ...pastTeamPageText(term.name, language), path: pastTeamPath(term.id), extraHead: (await siteHead(language)).toString() },
            language,
          )),
        );
      return page;
    },
    member: async (params, language, html) => {
      const indexed = indexOf(await team(chineseSideOf(language)));
      const member = indexed.members.get(String(params.member ?? '').toLowerCase());
      if (!member) return null;
      const key = `${member.username} ${language}`;
      let page = indexed.pages.get(key);
      if (!page) indexed.pages.set(key, (page = await pageOf(member, language, html)));
      return page;
    },
    memberPaths: async () => (await team()).data.members.map((m) => teamMemberPath(m.username)),
    pastTeamPaths: async () => (await terms()).data.terms.filter((term) => !term.current).map((term) => pastTeamPath(term.id)),
  };
}
