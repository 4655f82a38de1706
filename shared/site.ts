// The society's facts in one typed place: names, address, contact, social networks, departments
// with their sub-groups, and what we ask of members. Screens and the server read them from here,
// never from their own copies. Every text has an English and a Chinese version.
import type { ContentLanguage } from './constants.js';
import type { Department } from './departments.js';

/** A text as people write it, in English and Simplified Chinese (Traditional is converted from it). */
export type Localized = Readonly<Record<ContentLanguage, string>>;

export type SocialNetworkId = 'instagram' | 'bilibili' | 'linkedin';

export interface SocialNetwork {
  id: SocialNetworkId;
  name: Localized;
  url: string;
}

export interface SubGroup {
  name: Localized;
  description: Localized;
}

export interface DepartmentInfo {
  id: Department;
  name: Localized;
  summary: Localized;
  groups: readonly SubGroup[];
}

export interface SiteConfig {
  name: Localized;
  university: Localized;
  /** Postal address, one line per entry, in the order each language writes it. */
  address: Readonly<Record<ContentLanguage, readonly string[]>>;
  /**
   * The same address in parts (schema.org PostalAddress), for search engines: an event held
   * there gets it in the structured data of the events page.
   */
  postalAddress: {
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    /** ISO 3166-1 alpha-2 */
    addressCountry: string;
  };
  email: string;
  /** IANA time zone the society's events take place in: the editor's pickers and the calendar feed use it. */
  timeZone: string;
  /** The three networks of the footer and the social rail, in display order. */
  social: readonly SocialNetwork[];
  /** WeChat has no public profile link: visitors search for the society's Chinese name. */
  wechat: { searchName: string };
  departments: readonly DepartmentInfo[];
  requirements: readonly Localized[];
}

const l = (en: string, zh: string): Localized => ({ en, zh });

export const site: SiteConfig = {
  name: l('Chinese Culture Society', '中华文化学生会'),
  university: l('University of Toronto', '多伦多大学'),
  address: {
    en: ['Hart House', '7 Hart House Circle', 'Toronto, ON M5S 3H3', 'Canada'],
    zh: ['加拿大', '安大略省多伦多市', 'Hart House Circle 7 号', '哈特楼（Hart House）', '邮编 M5S 3H3'],
  },
  postalAddress: {
    streetAddress: '7 Hart House Circle',
    addressLocality: 'Toronto',
    addressRegion: 'ON',
    postalCode: 'M5S 3H3',
    addressCountry: 'CA',
  },
  email: 'contact@uoftccs.ca',
  timeZone: 'America/Toronto',
  // The society's public accounts. Check the handles before launch. Bilibili profiles have numeric
  // ids: until the society's is filled in, the link searches Bilibili for its Chinese name.
  social: [
    { id: 'instagram', name: l('Instagram', 'Instagram'), url: 'https://www.instagram.com/uoftccs/' },
    {
      id: 'bilibili',
      name: l('Bilibili', '哔哩哔哩'),
      url: 'https://search.bilibili.com/all?keyword=%E4%B8%AD%E5%8D%8E%E6%96%87%E5%8C%96%E5%AD%A6%E7%94%9F%E4%BC%9A',
    },
    { id: 'linkedin', name: l('LinkedIn', '领英'), url: 'https://www.linkedin.com/company/uoftccs/' },
  ],
  wechat: { searchName: '中华文化学生会' },
  departments: [
    {
      id: 'arts',
      name: l('Arts', '艺术部'),
      summary: l(
        'Music, ink and the stage. The Arts department rehearses the New Year Concert, runs workshops and keeps our instruments and brushes busy all year.',
        '琴声、墨香与舞台。艺术部负责新年音乐会的排练，组织各类工作坊，让乐器和毛笔全年都不闲着。',
      ),
      groups: [
        {
          name: l('Qin Society', '古琴社'),
          description: l('Guqin sessions for beginners and seasoned players alike.', '古琴雅集，零基础与老琴友同样欢迎。'),
        },
        {
          name: l('Calligraphy & Painting', '书画社'),
          description: l('Brush calligraphy, ink-wash painting and seal carving.', '毛笔书法、水墨画与篆刻。'),
        },
        {
          name: l('Choir', '合唱团'),
          description: l(
            'Songs in Mandarin and Cantonese, old and new, for the concert stage.',
            '普通话与粤语歌曲，古今皆唱，为音乐会舞台而练。',
          ),
        },
        {
          name: l('Chinese Ensemble', '民乐团'),
          description: l('Pipa, erhu, dizi and guzheng playing together.', '琵琶、二胡、笛子与古筝的合奏。'),
        },
      ],
    },
    {
      id: 'career',
      name: l('Career', '职业发展部'),
      summary: l(
        'Connects members with alumni and employers, from a first résumé to a first job in Canada or abroad.',
        '连接社员与校友和雇主，从第一份简历到在加拿大或海外的第一份工作。',
      ),
      groups: [
        {
          name: l('Alumni Mentoring', '校友导师计划'),
          description: l('One-to-one mentoring with graduates across many fields.', '与各行各业的毕业校友一对一交流。'),
        },
        {
          name: l('Industry Nights', '行业之夜'),
          description: l('Panels and small-group conversations with professionals.', '职业人士的圆桌分享与小组交流。'),
        },
      ],
    },
    {
      id: 'operation',
      name: l('Operation', '运营部'),
      summary: l(
        'Turns plans into evenings that run on time: rooms, schedules, budgets and the people behind every event.',
        '把计划变成准时开场的活动：场地、日程、预算，以及每场活动背后的人手安排。',
      ),
      groups: [
        {
          name: l('Events Logistics', '活动统筹'),
          description: l('Venues, volunteers, run sheets and everything on the day.', '场地、志愿者、流程表，以及活动当天的一切。'),
        },
        {
          name: l('Finance', '财务'),
          description: l('Budgets, sponsorship accounts and the concert’s charity giving.', '预算、赞助账目与音乐会的慈善捐款。'),
        },
      ],
    },
    {
      id: 'support',
      name: l('Support', '支持部'),
      summary: l(
        'Gives the society its look and its tools: posters, programmes, photos, video and this website.',
        '为社团提供形象与工具：海报、节目单、摄影、视频，还有这个网站。',
      ),
      groups: [
        {
          name: l('Design', '设计'),
          description: l('Posters, concert programmes and visual identity.', '海报、音乐会节目单与视觉形象。'),
        },
        {
          name: l('Web & Media', '网络与媒体'),
          description: l('The website, photography, video and recordings.', '网站、摄影、视频与录音。'),
        },
      ],
    },
    {
      id: 'engagement',
      name: l('Engagement', '外联部'),
      summary: l(
        'Brings new people in and keeps friends close: clubs fair, partner societies, sponsors and our channels.',
        '迎来新朋友，联系老朋友：社团招新、合作社团、赞助商与各个宣传渠道。',
      ),
      groups: [
        {
          name: l('Outreach', '校园推广'),
          description: l('Clubs fairs, orientation and campus-wide promotion.', '社团招新日、迎新周与全校宣传。'),
        },
        {
          name: l('Partnerships', '合作伙伴'),
          description: l('Joint events with other societies and our sponsors.', '与其他社团及赞助商的合作活动。'),
        },
        {
          name: l('Social Media', '新媒体'),
          description: l('Instagram, Bilibili, LinkedIn and our WeChat account.', 'Instagram、哔哩哔哩、领英与微信公众号。'),
        },
      ],
    },
    {
      id: 'executive_committee',
      name: l('Executive Committee', '执行委员会'),
      summary: l(
        'Elected each spring at the annual general meeting, the committee leads the society and speaks for it on campus.',
        '每年春季在全体大会上选举产生，负责带领社团，并在校园中代表社团发声。',
      ),
      groups: [
        {
          name: l('President and Vice-Presidents', '会长与副会长'),
          description: l('Set the year’s direction and support every department.', '确定一年的方向，支持每一个部门。'),
        },
        {
          name: l('Secretary and Treasurer', '秘书长与财务总监'),
          description: l(
            'Keep the records, the accounts and the society’s good standing.',
            '负责会议记录、账目，以及社团在学校的合规注册。',
          ),
        },
      ],
    },
  ],
  requirements: [
    l(
      'You are a current University of Toronto student on any campus, in any programme, undergraduate or graduate.',
      '你是多伦多大学在读学生，校区、专业不限，本科生与研究生均可。',
    ),
    l(
      'You are curious about Chinese culture. You do not need to speak Chinese or have performed before.',
      '你对中华文化充满好奇。不要求会说中文，也不要求有演出经验。',
    ),
    l(
      'You can give about three to five hours a week during term, including a department meeting every other week.',
      '学期中每周能投入约三到五小时，包括每两周一次的部门例会。',
    ),
    l('You can stay with us for a full academic year, from September to April.', '能够完整参与一个学年，即九月至次年四月。'),
    l('You treat every member and guest with respect: everyone is welcome here.', '尊重每一位社员和来宾：这里欢迎所有人。'),
  ],
};

/** The department's entry in the site configuration. */
export function departmentInfo(id: Department): DepartmentInfo {
  const info = site.departments.find((d) => d.id === id);
  if (!info) throw new Error(`no site entry for department ${id}`);
  return info;
}
