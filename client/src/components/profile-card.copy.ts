import { defineCopy } from '../i18n/copy';

export const profileCardCopy = defineCopy(
  {
    verified: 'Verified',
    verifiedTitle: 'A reviewer confirmed this member',
    email: 'E-mail',
    wechat: 'WeChat',
    contact: (name: string) => `Contact ${name}`,
    noName: 'Your name',
    noPosition: 'Your position',
    newTab: '(opens in a new tab)',
  },
  {
    verified: '已认证',
    verifiedTitle: '审核人已确认该成员身份',
    email: '电子邮箱',
    wechat: '微信',
    contact: (name: string) => `联系${name}`,
    noName: '你的姓名',
    noPosition: '你的职位',
    newTab: '（在新标签页中打开）',
  },
);
