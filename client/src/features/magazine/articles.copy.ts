// The words of an article's card and byline (features/magazine), wherever a list of articles is
// shown: the magazine, an issue, a tag, the home page, a team member's page.
import { defineCopy } from '../../i18n/copy';

export const articlesCopy = defineCopy(
  {
    by: 'By ',
    and: ' and ',
    comma: ', ',
    minutes: (n: number) => `${n} min read`,
    published: 'Published',
    updated: 'Updated',
    issue: (n: number) => `Issue ${n}`,
  },
  {
    by: '作者：',
    and: '、',
    comma: '、',
    minutes: (n: number) => `阅读约 ${n} 分钟`,
    published: '刊登于',
    updated: '更新于',
    issue: (n: number) => `第 ${n} 期`,
  },
  {
    by: '作者：',
    and: '、',
    comma: '、',
    minutes: (n: number) => `閱讀約 ${n} 分鐘`,
    published: '刊登於',
    updated: '更新於',
    issue: (n: number) => `第 ${n} 期`,
  },
);
