// Twenty years of a society's events, for the archive's bench and browser test (issue 23): one
// event every five days since the first Saturday of 2007, 1,500 by default (so the last ones are
// still to come), with bilingual texts of the length real ones have. Deterministic: the same rows
// every time, whatever the day.
import type SQLite from 'better-sqlite3';
import type { NewEventRow } from '../server/modules/events/events.repository.js';
import { zonedTime } from '../shared/zoned-time.js';

const timeZone = 'America/Toronto';

interface Kind {
  en: { title: string; summary: string; description: string; location: string };
  zh: { title: string; summary: string; description: string; location: string };
  programme?: 'qin-society' | 'new-year-concert';
  start: [number, number];
  minutes: number;
}

const kinds: Kind[] = [
  {
    en: {
      title: 'Calligraphy Workshop',
      summary: 'Brush, ink, paper and inkstone: write your first characters in regular script.',
      description:
        'A hands-on introduction to Chinese calligraphy. We prepare ink together, practise the eight basic strokes of the character 永 and write a short couplet to take home. All materials are provided; no experience is needed. Bring a friend and an old shirt: ink travels.',
      location: 'Sidney Smith Hall, Room 2110, 100 St. George Street',
    },
    zh: {
      title: '书法工作坊',
      summary: '笔、墨、纸、砚——用楷书写下你的第一个字。',
      description:
        '一次动手的中国书法入门课。大家一起研墨，练习“永”字八法，并写下一副小对联带回家。所有材料均由社团提供，无需任何基础。欢迎带上朋友，也请穿一件旧衣服：墨汁可不长眼。',
      location: '悉尼·史密斯楼 2110 室（100 St. George Street）',
    },
    start: [14, 0],
    minutes: 120,
  },
  {
    en: {
      title: 'Qin Society Evening',
      summary: 'An evening of guqin music, with a short talk on the piece and time to try the instrument.',
      description:
        'The Qin Society meets to play and listen. Members play two or three pieces of the classical repertoire, one of them explained bar by bar, and everyone may try a few notes on the society’s instruments afterwards. Tea is served; quiet conversation welcome.',
      location: 'Hart House Music Room, 7 Hart House Circle',
    },
    zh: {
      title: '琴社雅集',
      summary: '一晚古琴之音：一段曲目讲解，也可亲手试弹。',
      description:
        '琴社同人相聚抚琴听琴。社员演奏两三首传统琴曲，其中一首逐段讲解；散场前，大家都可以在社里的琴上试弹几声。备有清茶，欢迎轻声交流。',
      location: '哈特楼音乐室（7 Hart House Circle）',
    },
    programme: 'qin-society',
    start: [19, 0],
    minutes: 120,
  },
  {
    en: {
      title: 'Dumpling Night',
      summary: 'Fold, boil and eat: three fillings, four folds and a lot of laughter.',
      description:
        'We roll the wrappers from scratch, learn four ways to fold a dumpling from members from the north and the south, and cook them in batches. Vegetarian and pork fillings; tell us about allergies when you arrive. The best-looking dumpling wins a jar of chilli oil.',
      location: 'Multi-Faith Centre Kitchen, 569 Spadina Avenue',
    },
    zh: {
      title: '饺子之夜',
      summary: '包、煮、吃：三种馅料，四种包法，满屋笑声。',
      description:
        '从擀皮开始，跟着来自南北的社员学四种包法，分批下锅。备有素馅和猪肉馅，如有过敏请到场时告诉我们。包得最漂亮的饺子可以赢一瓶辣椒油。',
      location: '多元信仰中心厨房（569 Spadina Avenue）',
    },
    start: [18, 0],
    minutes: 150,
  },
  {
    en: {
      title: 'Chinese Film Night',
      summary: 'A classic of Chinese cinema on the big screen, with English subtitles and a discussion after.',
      description:
        'Each term we pick a film that changed Chinese cinema and show it with English subtitles. A member introduces the director and the time it was made in, and we stay for half an hour afterwards to talk about what we saw. Popcorn and sunflower seeds provided.',
      location: 'Innis Town Hall, 2 Sussex Avenue',
    },
    zh: {
      title: '华语电影之夜',
      summary: '大银幕重温华语经典，配英文字幕，映后交流。',
      description:
        '每学期我们挑选一部改变了华语电影的作品，配英文字幕放映。社员会先介绍导演和影片诞生的时代，映后再留半小时聊聊观感。备有爆米花和瓜子。',
      location: '英尼斯礼堂（2 Sussex Avenue）',
    },
    start: [19, 0],
    minutes: 150,
  },
  {
    en: {
      title: 'Mandarin–English Language Exchange',
      summary: 'Half an hour in each language, in small tables, with topics to start from.',
      description:
        'Native speakers of Mandarin and of English meet at small tables and switch languages every thirty minutes. Each table gets cards with questions to get going; every level is welcome, from first words to fluent. A good place to make friends across the two languages.',
      location: 'Robarts Library, Room 4034, 130 St. George Street',
    },
    zh: {
      title: '中英语言交换',
      summary: '每种语言各半小时，小桌交流，备有话题卡。',
      description:
        '以中文和英文为母语的同学围坐小桌，每三十分钟交换一次语言。每桌都有话题卡帮助开场；从零基础到流利，各种水平都欢迎。跨越两种语言交朋友的好地方。',
      location: '罗伯茨图书馆 4034 室（130 St. George Street）',
    },
    start: [17, 30],
    minutes: 90,
  },
  {
    en: {
      title: 'Tea Tasting: Six Kinds of Tea',
      summary: 'Green, white, yellow, oolong, black and dark tea, brewed gongfu style.',
      description:
        'Our tea masters brew the six kinds of Chinese tea one after another in small pots and cups, and explain how each is made, where it grows and how to tell a good leaf. Expect to taste a lot: eat something before you come. Cups and snacks provided.',
      location: 'Hart House South Sitting Room, 7 Hart House Circle',
    },
    zh: {
      title: '品茶会：六大茶类',
      summary: '绿、白、黄、乌龙、红、黑六大茶类，功夫茶泡法。',
      description:
        '社里的茶友依次用小壶小杯冲泡六大茶类，讲解每种茶的制法、产地和辨别好茶的方法。要品的茶不少，来之前请先吃点东西。茶具和茶点均已备好。',
      location: '哈特楼南客厅（7 Hart House Circle）',
    },
    start: [15, 0],
    minutes: 120,
  },
  {
    en: {
      title: 'Paper-Cutting Workshop',
      summary: 'Fold, cut and unfold: make window flowers for the season.',
      description:
        'Paper-cutting is one of the oldest folk arts of China. We start with a symmetrical flower, move on to the character 福 and end with a design of your own. Scissors, red paper and templates are provided; left-handed scissors too.',
      location: 'Sidney Smith Hall, Room 1074, 100 St. George Street',
    },
    zh: {
      title: '剪纸工作坊',
      summary: '折、剪、展开：为时节剪一幅窗花。',
      description:
        '剪纸是中国最古老的民间艺术之一。我们从一朵对称的花开始，再剪一个“福”字，最后完成你自己的设计。剪刀、红纸和图样均已备好，也有左手剪刀。',
      location: '悉尼·史密斯楼 1074 室（100 St. George Street）',
    },
    start: [14, 0],
    minutes: 120,
  },
  {
    en: {
      title: 'Tai Chi in the Park',
      summary: 'The first eight forms of Yang-style tai chi, outdoors, for every level.',
      description:
        'An hour of slow movement in the open air. Our instructor teaches the first eight forms of the Yang style step by step, with breathing and balance exercises in between. Wear comfortable shoes; in rain we move to the Athletic Centre’s studio.',
      location: "Queen's Park, north lawn",
    },
    zh: {
      title: '公园太极',
      summary: '户外学练杨式太极前八式，不限基础。',
      description:
        '在户外慢下来的一小时。教练一步步教授杨式太极前八式，其间穿插呼吸与平衡练习。请穿舒适的鞋；如遇下雨，改在体育中心练功房进行。',
      location: '女王公园北草坪',
    },
    start: [10, 0],
    minutes: 60,
  },
];

const newYearConcert: Kind = {
  en: {
    title: 'New Year Concert',
    summary: 'The society’s orchestra and choir welcome the Lunar New Year.',
    description:
      'Our largest evening of the year: the orchestra of Chinese instruments, the choir and guest soloists play music old and new for the Lunar New Year, from Spring Festival Overture to songs written by members. Free admission; doors open half an hour before the start.',
    location: 'MacMillan Theatre, Edward Johnson Building, 80 Queen’s Park',
  },
  zh: {
    title: '新年音乐会',
    summary: '社团民乐团与合唱团共迎农历新年。',
    description:
      '一年中最盛大的夜晚：民乐团、合唱团与特邀独奏家为农历新年献上新老曲目，从《春节序曲》到社员原创歌曲。免费入场，开演前半小时入场。',
    location: '麦克米兰剧院（爱德华·约翰逊楼，80 Queen’s Park）',
  },
  programme: 'new-year-concert',
  start: [19, 30],
  minutes: 150,
};

const dayMs = 86_400_000;

/** The day of the first event (2007-01-06, a Saturday), and the days between two events. */
export const archiveStart = { year: 2007, month: 1, day: 6 } as const;
export const archiveEveryDays = 5;

/**
 * `count` events, one every five days from 2007-01-06 on, in the society's time zone. Every
 * event in February whose turn it is closes with the New Year Concert (featured, in its programme);
 * the others go round the kinds above. Titles carry the date, as real ones carry the term.
 */
export function archiveEventRows(count = 1500): NewEventRow[] {
  const rows: NewEventRow[] = [];
  const first = Date.UTC(archiveStart.year, archiveStart.month - 1, archiveStart.day);
  const concertYears = new Set<number>();
  for (let i = 0; i < count; i++) {
    const date = new Date(first + i * archiveEveryDays * dayMs);
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const concert = month === 2 && !concertYears.has(year);
    if (concert) concertYears.add(year);
    const kind = concert ? newYearConcert : kinds[i % kinds.length]!;
    const starts = zonedTime(year, month, day, kind.start[0], kind.start[1], timeZone);
    const ends = new Date(starts.getTime() + kind.minutes * 60_000);
    const created = new Date(starts.getTime() - 30 * dayMs).toISOString();
    const monthEn = date.toLocaleString('en', { month: 'long', timeZone: 'UTC' });
    rows.push({
      title_en: concert ? `${kind.en.title} ${year}` : `${kind.en.title}, ${monthEn} ${year}`,
      title_zh: concert ? `${year} ${kind.zh.title}` : `${kind.zh.title}（${year} 年 ${month} 月）`,
      summary_en: kind.en.summary,
      summary_zh: kind.zh.summary,
      description_en: kind.en.description,
      description_zh: kind.zh.description,
      location_en: kind.en.location,
      location_zh: kind.zh.location,
      starts_at: starts.toISOString(),
      ends_at: ends.toISOString(),
      time_zone: timeZone,
      image_url: null,
      is_featured: concert ? 1 : 0,
      external_url: null,
      programme: kind.programme ?? null,
      created_at: created,
      updated_at: created,
    });
  }
  return rows;
}

/** The rows as one SQL insert per row, for a database opened with better-sqlite3 (a running site's). */
export function insertArchiveRows(db: SQLite.Database, rows: NewEventRow[]): void {
  const columns = Object.keys(rows[0] ?? {});
  if (!columns.length) return;
  const insert = db.prepare(`insert into events (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
  db.transaction(() => {
    for (const row of rows)
      insert.run(...(columns.map((c) => (row as Record<string, unknown>)[c] ?? null) as Array<string | number | null>));
  })();
}
