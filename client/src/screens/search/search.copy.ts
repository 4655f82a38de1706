// The search page's words (/search?q=); the box's own are in features/magazine/search.copy.ts.
import { defineCopy } from '../../i18n/copy';

export const searchCopy = defineCopy(
  {
    eyebrow: 'Magazine and events',
    title: 'Search',
    lead: 'Find articles and events in English, 简体 or 繁體: 书法, 書法 and “calligraphy” all work.',
    prompt: 'Type a word or two above and press Search.',
    results: (total: number, q: string) => `${total} ${total === 1 ? 'result' : 'results'} for “${q}”`,
    none: (q: string) => `Nothing was found for “${q}”. Try another word, or fewer words.`,
    kinds: { article: 'Article', event: 'Event' },
    resultsTitle: 'Results',
    loadError: 'The search did not work just now. Please try again.',
    invalid: 'That search could not be run. Use at most 100 characters.',
  },
  {
    eyebrow: '会刊与活动',
    title: '搜索',
    lead: '用英文、简体或繁体查找文章与活动，简繁通用。',
    prompt: '在上方输入一两个词，然后点击“搜索”。',
    results: (total: number, q: string) => `“${q}”共有 ${total} 条结果`,
    none: (q: string) => `没有找到与“${q}”相关的内容。请换个词，或减少几个词再试。`,
    kinds: { article: '文章', event: '活动' },
    resultsTitle: '搜索结果',
    loadError: '搜索暂时没有成功，请重试。',
    invalid: '无法执行此搜索，请最多输入 100 个字符。',
  },
  {
    eyebrow: '會刊與活動',
    title: '搜尋',
    lead: '用英文、簡體或繁體查詢文章與活動，簡繁通用。',
    prompt: '在上方輸入一兩個詞，然後點選「搜尋」。',
    results: (total: number, q: string) => `「${q}」共有 ${total} 條結果`,
    none: (q: string) => `沒有找到與「${q}」相關的內容。請換個詞，或減少幾個詞再試。`,
    kinds: { article: '文章', event: '活動' },
    resultsTitle: '搜尋結果',
    loadError: '搜尋暫時沒有成功，請重試。',
    invalid: '無法執行此搜尋，請最多輸入 100 個字元。',
  },
);
