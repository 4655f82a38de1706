// Demo events for an empty database: real programmes of the society, placed in the past, the
// present and the future relative to the day the site first starts.
import type { EventProgramme } from '../../../shared/events.js';
import type { Clock } from '../../lib/clock.js';
import { zonedDate, zonedTime } from '../../../shared/zoned-time.js';
import type { NewEventRow } from './events.repository.js';
import type { EventsService } from './events.service.js';

const timeZone = 'America/Toronto';

interface DemoEvent {
  /** Days from today (negative: in the past). */
  day: number;
  start: [number, number];
  /** Length in minutes. */
  minutes: number;
  featured?: boolean;
  programme?: EventProgramme;
  en: { title: string; summary: string; description: string; location: string };
  zh: { title: string; summary: string; description: string; location: string };
}

const demoEvents: DemoEvent[] = [
  {
    day: -75,
    start: [18, 30],
    minutes: 150,
    en: {
      title: 'Mid-Autumn Lantern Night',
      summary: 'Mooncakes, lantern riddles and music under the harvest moon.',
      description:
        'Our Mid-Autumn celebration brought more than two hundred students together for lantern riddles, a mooncake tasting of five regional styles and a short performance by the Qin Society. Thank you to everyone who came and to the volunteers who folded lanterns all afternoon.',
      location: 'Hart House Great Hall, 7 Hart House Circle',
    },
    zh: {
      title: '中秋灯会',
      summary: '月饼、灯谜与音乐，共赏中秋明月。',
      description:
        '中秋之夜，两百多位同学齐聚一堂：猜灯谜、品尝五种地方风味的月饼，还有古琴社带来的短场演出。感谢每一位到场的朋友，也感谢整个下午忙着折灯笼的志愿者们。',
      location: '哈特楼大礼堂（7 Hart House Circle）',
    },
  },
  {
    day: -40,
    start: [14, 0],
    minutes: 120,
    en: {
      title: 'Calligraphy Workshop: The Four Treasures',
      summary: 'Brush, ink, paper and inkstone: write your first characters in regular script.',
      description:
        'A hands-on introduction to Chinese calligraphy. We prepared ink together, practised the eight basic strokes of the character 永 and wrote a short couplet to take home. All materials were provided; no experience was needed.',
      location: 'Sidney Smith Hall, Room 2110, 100 St. George Street',
    },
    zh: {
      title: '书法工作坊：文房四宝',
      summary: '笔、墨、纸、砚——用楷书写下你的第一个字。',
      description: '一次动手的中国书法入门课。大家一起研墨，练习“永”字八法，并写下一副小对联带回家。所有材料均由社团提供，无需任何基础。',
      location: '悉尼·史密斯楼 2110 室（100 St. George Street）',
    },
  },
  {
    day: -12,
    start: [19, 0],
    minutes: 90,
    programme: 'qin-society',
    en: {
      title: 'Qin Society Session: "Flowing Water"',
      summary: 'A listening session and open practice around the guqin classic Liu Shui.',
      description:
        'The Qin Society met to listen to three recordings of "Flowing Water" (流水), talk about how the piece paints a mountain stream, and practise its opening section. Beginners tried the instrument for the first time with our senior players.',
      location: 'Hart House Music Room, 7 Hart House Circle',
    },
    zh: {
      title: '古琴社雅集：《流水》',
      summary: '围绕古琴名曲《流水》的赏析与练习。',
      description:
        '古琴社同学共同聆听了三个版本的《流水》，聊一聊乐曲如何描绘山间溪流，并练习了乐曲开头一段。初学的同学也在高年级琴友的带领下第一次上手弹奏。',
      location: '哈特楼音乐室（7 Hart House Circle）',
    },
  },
  {
    day: -1,
    start: [10, 0],
    minutes: 4 * 24 * 60,
    en: {
      title: 'Ink and Colour: Student Art Exhibition',
      summary: 'Ink-wash paintings, seal carving and paper-cuts by our members, open all week.',
      description:
        'Members of the Arts department show the work of a semester: ink-wash landscapes, bird-and-flower paintings, carved seals and paper-cuts. Drop in any time the building is open; artists are present every day from 12:00 to 14:00 to talk about their pieces.',
      location: 'Robarts Library, 1st floor gallery, 130 St. George Street',
    },
    zh: {
      title: '水墨丹青：学生艺术作品展',
      summary: '社员的水墨画、篆刻与剪纸作品，整周开放。',
      description:
        '艺术部社员展出一个学期的创作：山水水墨、花鸟画、篆刻与剪纸。开放时间内欢迎随时参观；每天 12:00 至 14:00 作者在场，与大家聊聊作品背后的故事。',
      location: '罗伯茨图书馆一楼展厅（130 St. George Street）',
    },
  },
  {
    day: 5,
    start: [19, 0],
    minutes: 90,
    programme: 'qin-society',
    en: {
      title: 'Qin Society Session: First Strings',
      summary: "A beginners' evening: hold the qin, tune it and play your first phrase.",
      description:
        'New to the guqin? This session is for you. We will cover how to sit, how the seven strings are tuned and how harmonics are played, then learn the opening phrase of "Immortal\'s Chant" (仙翁操). Instruments are provided; please keep nails short.',
      location: 'Hart House Music Room, 7 Hart House Circle',
    },
    zh: {
      title: '古琴社雅集：初识七弦',
      summary: '零基础之夜：认识古琴、学会调弦、弹出第一句。',
      description:
        '第一次接触古琴？这次雅集正适合你。我们将介绍坐姿、七根弦的定弦方式和泛音的弹法，并学习《仙翁操》的第一句。琴由社团提供，请把指甲剪短。',
      location: '哈特楼音乐室（7 Hart House Circle）',
    },
  },
  {
    day: 18,
    start: [17, 30],
    minutes: 150,
    en: {
      title: 'Dumpling Night',
      summary: 'Fold, boil and share: a kitchen evening before the winter exams.',
      description:
        'Learn three folds from members from Shandong, Sichuan and Guangdong, then eat what you made. Vegetarian fillings are available; tell us about allergies when you arrive. A calm, warm evening before exam season.',
      location: 'Multi-Faith Centre kitchen, 569 Spadina Avenue',
    },
    zh: {
      title: '饺子之夜',
      summary: '包、煮、分享——期末考试前的厨房之夜。',
      description:
        '跟来自山东、四川和广东的社员学三种包法，然后吃掉自己包的饺子。现场提供素馅；如有过敏请到场时告诉我们。在考试季前度过一个温暖安静的夜晚。',
      location: '多元信仰中心厨房（569 Spadina Avenue）',
    },
  },
  {
    day: 32,
    start: [18, 0],
    minutes: 120,
    en: {
      title: 'Career Evening: Alumni in Culture and Tech',
      summary: 'Alumni working in museums, media and software talk about their paths.',
      description:
        'Organised by the Career department: a panel of four alumni, followed by small-group conversations. Bring questions about internships, graduate school and working across two languages.',
      location: 'Bahen Centre for Information Technology, Room 1180, 40 St. George Street',
    },
    zh: {
      title: '职业发展之夜：文化与科技领域的校友',
      summary: '在博物馆、媒体与软件行业工作的校友分享各自的道路。',
      description: '由职业发展部主办：四位校友的圆桌分享，之后分小组交流。欢迎带着关于实习、研究生申请以及双语工作的问题前来。',
      location: '巴恩信息技术中心 1180 室（40 St. George Street）',
    },
  },
  {
    day: 68,
    start: [19, 0],
    minutes: 180,
    featured: true,
    programme: 'new-year-concert',
    en: {
      title: 'New Year Concert',
      summary: 'Our annual concert of Chinese music, held every year since 2007, raising funds for charity.',
      description:
        "The New Year Concert is the society's biggest night: guqin, pipa, erhu and dizi soloists, a student choir and a chamber orchestra perform music old and new to welcome the Lunar New Year. Since 2007 the concert has raised over 110,000 CAD for charity. Tickets go on sale three weeks before the concert.",
      location: "Convocation Hall, 31 King's College Circle",
    },
    zh: {
      title: '新年音乐会',
      summary: '自 2007 年起每年举办的中国音乐会，所得善款用于慈善。',
      description:
        '新年音乐会是社团一年中最盛大的夜晚：古琴、琵琶、二胡、笛子独奏，学生合唱团与室内乐团一同演绎古今曲目，共迎农历新年。自 2007 年以来，音乐会已累计为慈善事业筹得超过 110,000 加元。门票于音乐会前三周开售。',
      location: "大会堂（31 King's College Circle）",
    },
  },
];

export function demoEventRows(now: Date): NewEventRow[] {
  const today = zonedDate(now, timeZone);
  const stamp = now.toISOString();
  return demoEvents.map((e) => {
    // Date.UTC normalises day overflow, so adding days to the date is month-safe.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + e.day));
    const starts = zonedTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), e.start[0], e.start[1], timeZone);
    const ends = new Date(starts.getTime() + e.minutes * 60_000);
    return {
      title_en: e.en.title,
      title_zh: e.zh.title,
      summary_en: e.en.summary,
      summary_zh: e.zh.summary,
      description_en: e.en.description,
      description_zh: e.zh.description,
      location_en: e.en.location,
      location_zh: e.zh.location,
      starts_at: starts.toISOString(),
      ends_at: ends.toISOString(),
      time_zone: timeZone,
      image_url: null,
      is_featured: e.featured ? 1 : 0,
      external_url: null,
      programme: e.programme ?? null,
      created_at: stamp,
      updated_at: stamp,
    };
  });
}

/** Seeds the demo events when there are no events at all. Returns how many it added. */
export async function seedDemoEvents(events: EventsService, clock: Clock): Promise<number> {
  if ((await events.count()) > 0) return 0;
  const rows = demoEventRows(clock());
  await events.insertMany(rows);
  return rows.length;
}
