// An article's page's words; its byline's and date's are in features/magazine/articles.copy.ts.
import { defineCopy } from '../../i18n/copy';

export const articleCopy = defineCopy(
  {
    breadcrumb: 'Where you are',
    magazine: 'Magazine',
    inIssue: 'In',
    onlyIn: { en: 'This article is only in English.', zh: 'This article is only in Chinese.' },
    tags: 'Tags',
    more: 'More from the magazine',
    loadError: 'This article could not be loaded. Please try again.',
  },
  {
    breadcrumb: '当前位置',
    magazine: '会刊',
    inIssue: '收录于',
    onlyIn: { en: '本文暂无中文版，以下为英文原文。', zh: '本文暂无英文版，以下为中文原文。' },
    tags: '标签',
    more: '浏览更多会刊文章',
    loadError: '无法加载此文章，请重试。',
  },
  {
    breadcrumb: '當前位置',
    magazine: '會刊',
    inIssue: '收錄於',
    onlyIn: { en: '本文暫無中文版，以下為英文原文。', zh: '本文暫無英文版，以下為中文原文。' },
    tags: '標籤',
    more: '瀏覽更多會刊文章',
    loadError: '無法載入此文章，請重試。',
  },
);
