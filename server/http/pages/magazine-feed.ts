// /magazine/feed.xml?language=en|zh|zh-Hant (issue 36 item 5): the magazine's Atom feed, made
// once per change of the magazine and language (the magazine's read cache), with an ETag, 304
// and gzip/brotli as a cached read has. Another or no language: English.
import type { FastifyInstance } from 'fastify';
import { languageOfName } from '../../../shared/language-tags.js';
import { translate } from '../../lib/messages.js';
import { chineseSideOf } from '../../lib/traditional.js';
import { atomFeed, feedEntries, feedPath, type FeedFacts } from '../../modules/magazine/magazine.feed.js';
import type { Services } from '../../services.js';

export const atomContentType = 'application/atom+xml; charset=utf-8';

export function registerMagazineFeed(app: FastifyInstance, services: Services, publicOrigin: string) {
  app.get(feedPath, async (request, reply) => {
    const language = languageOfName((request.query as Record<string, unknown>).language) ?? 'en';
    const answer = await services.readCaches.magazine.get(`feed ${language}`, async () => {
      const [articles, society] = await Promise.all([
        services.magazine.newest(feedEntries, chineseSideOf(language)),
        services.site.current(),
      ]);
      const name = language === 'en' ? society.content.name.en : language === 'zh-Hant' ? society.hant.name.zh : society.content.name.zh;
      const facts: FeedFacts = {
        origin: publicOrigin,
        language,
        societyName: name,
        title: `${name} · ${translate(language, 'magazine.feedTitle')}`,
        subtitle: translate(language, 'magazine.feedSubtitle'),
        articles,
      };
      return { data: facts };
    });
    const body = answer.text('atom', (facts) => atomFeed(facts as FeedFacts), atomContentType);
    const sent = body.replyTo('public, max-age=300', request.headers['if-none-match'], request.headers['accept-encoding']);
    return reply.code(sent.status).headers(sent.headers).send(sent.payload);
  });
}
