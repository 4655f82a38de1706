// The search of the magazine and the events (issue 36 item 7): GET /api/search?q=.
import { z } from 'zod';
import { pageInfo, pagingFields } from './paging.js';

export const searchLimits = { queryMax: 100, pageSizeDefault: 10, pageSizeMax: 50 } as const;

export const searchInput = z.object({
  q: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(searchLimits.queryMax, { error: 'validation.searchTooLong' })
    .meta({
      description: 'Words to find, in any of the languages (书法, 書法 and calligraphy each find the same article)',
      example: '书法',
    }),
  page: pagingFields.page,
  pageSize: z
    .number({ error: 'validation.pageSize' })
    .int({ error: 'validation.pageSize' })
    .min(1, { error: 'validation.pageSize' })
    .max(searchLimits.pageSizeMax, { error: 'validation.pageSize' })
    .default(searchLimits.pageSizeDefault)
    .meta({ description: `Results per page, 1 to ${searchLimits.pageSizeMax}` }),
});
export type SearchInput = z.output<typeof searchInput>;

export const searchResult = z
  .object({
    kind: z.enum(['article', 'event']).meta({ description: 'A magazine article (/magazine/{slug}) or an event (/events/{slug})' }),
    id: z.number().int().positive(),
    slug: z.string(),
    titleEn: z.string(),
    titleZh: z.string().meta({ description: 'In Simplified, or in Traditional with ?language=zh-Hant' }),
    snippetEn: z.string().meta({
      description:
        'Where the words are in the English text, as safe HTML: the text escaped, the words found in <mark>; empty without an English text',
    }),
    snippetZh: z.string().meta({ description: 'The same in the Chinese text (Traditional with ?language=zh-Hant)' }),
    at: z.string().meta({ description: 'An article’s first publication, an event’s start (ISO 8601)' }),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResult>;

export const searchOutput = z.object({
  results: z.array(searchResult).meta({ description: 'Best first' }),
  ...pageInfo,
});
export type SearchOutput = z.infer<typeof searchOutput>;
