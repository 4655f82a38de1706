// The texts of a member's card and its parts (features/team), wherever they are shown: the team
// page, the profile editor's preview, a review of a profile.
import { defineCopy } from '../../i18n/copy';

export const memberCopy = defineCopy(
  {
    verified: 'Verified',
    openProfile: (name: string) => `Profile of ${name}`,
    emailTo: (name: string) => `E-mail ${name}`,
    linkedin: 'LinkedIn',
    github: 'GitHub',
    wechat: 'WeChat ID',
    mbti: 'MBTI',
  },
  {
    verified: '已认证',
    openProfile: (name: string) => `${name}的个人资料`,
    emailTo: (name: string) => `给${name}发邮件`,
    linkedin: '领英',
    github: 'GitHub',
    wechat: '微信号',
    mbti: 'MBTI',
  },
  {
    verified: '已認證',
    openProfile: (name: string) => `${name}的個人資料`,
    emailTo: (name: string) => `給${name}發郵件`,
    linkedin: '領英',
    github: 'GitHub',
    wechat: '微信號',
    mbti: 'MBTI',
  },
);
