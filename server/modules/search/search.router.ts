// GET /api/search?q= (issue 36 item 7): the magazine's public articles and the events, in every
// language at once, best first; a cached read like the lists it searches.
import { searchInput, searchOutput, type SearchInput } from '../../../shared/search.schema.js';
import type { Services } from '../../services.js';
import { router } from '../../trpc/init.js';
import { publicProcedure } from '../../trpc/procedures.js';
import type { ChineseSide } from '../../lib/traditional.js';

const runSearch = (services: Services, input: SearchInput, side: ChineseSide) => services.search.search(input, side);

export const searchRouter = router({
  find: publicProcedure
    .meta({
      cachedRead: { cache: 'search', read: runSearch },
      openapi: {
        method: 'GET',
        path: '/search',
        tags: ['magazine'],
        summary: 'Search the magazine and the events',
        description:
          'Public articles and events holding every word of `q`, each as the beginning of a word, in any language: Chinese is cut into words (书法 finds 书法家 and 中国书法), Simplified and Traditional find each other (書法 finds 书法), English words are stemmed (calligraphy finds calligraphic). Titles count more than texts. Each result has its title and a snippet of its text in English and in Chinese (Traditional with `?language=zh-Hant`), the snippets safe HTML with the words found in <mark>. Answers carry an ETag; send it back in If-None-Match for a 304.',
        protect: false,
      },
    })
    .input(searchInput)
    .output(searchOutput)
    .query(async ({ ctx, input }) => (await runSearch(ctx.services, input, ctx.chineseSide)).data),
});
