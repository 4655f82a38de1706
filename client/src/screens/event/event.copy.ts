// An event's page's texts; the words it shares with the events list (when, where, the statuses,
// add to calendar) are the dictionaries' events.* keys.
import type { EventProgramme } from '../../../../shared/events';
import { defineCopy } from '../../i18n/copy';

export const eventCopy = defineCopy(
  {
    breadcrumb: 'Where you are',
    allEvents: 'All events',
    details: 'Details',
    programme: 'Programme',
    programmes: { 'qin-society': 'Qin Society', 'new-year-concert': 'New Year Concert' } satisfies Record<EventProgramme, string>,
    map: 'Show on Google Maps',
    addToCalendar: 'Add to calendar (.ics)',
    googleCalendar: 'Add to Google Calendar',
    externalLink: 'Tickets and more information',
    share: 'Share this event',
    copyLink: 'Copy link',
    linkCopied: 'Link copied. Paste it anywhere to share this event.',
    copyFailed: (url: string) => `The link could not be copied here. Select it to copy: ${url}`,
    shareSheet: 'Share…',
    shareFailed: 'Sharing did not work. Copy the link instead.',
    loadError: 'This event could not be loaded. Please try again.',
  },
  {
    breadcrumb: '当前位置',
    allEvents: '全部活动',
    details: '活动信息',
    programme: '所属项目',
    programmes: { 'qin-society': '古琴社', 'new-year-concert': '新年音乐会' },
    map: '在谷歌地图中查看',
    addToCalendar: '添加到日历（.ics）',
    googleCalendar: '添加到谷歌日历',
    externalLink: '购票及更多信息',
    share: '分享此活动',
    copyLink: '复制链接',
    linkCopied: '链接已复制，粘贴到任意地方即可分享。',
    copyFailed: (url: string) => `此处无法复制链接，请手动选择复制：${url}`,
    shareSheet: '分享…',
    shareFailed: '分享未成功，请改为复制链接。',
    loadError: '无法加载此活动，请重试。',
  },
);
