// The search box's words (features/magazine/SearchForm.tsx): on /search and on /magazine.
import { defineCopy } from '../../i18n/copy';

export const searchFormCopy = defineCopy(
  {
    label: 'Search the magazine and events',
    placeholder: 'e.g. calligraphy, 书法',
    submit: 'Search',
    tooLong: (max: number) => `Use at most ${max} characters.`,
  },
  {
    label: '搜索会刊与活动',
    placeholder: '例如：书法、calligraphy',
    submit: '搜索',
    tooLong: (max: number) => `最多 ${max} 个字符。`,
  },
  {
    label: '搜尋會刊與活動',
    placeholder: '例如：書法、calligraphy',
    submit: '搜尋',
    tooLong: (max: number) => `最多 ${max} 個字元。`,
  },
);
