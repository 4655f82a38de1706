import { defineCopy } from '../../i18n/copy';

export const homeCopy = defineCopy(
  {
    eyebrow: 'A student society at the University of Toronto',
    lead: 'Music, ink, festivals and friendship: a home on campus for everyone curious about Chinese culture.',
    join: 'Join us',
    events: 'See our events',
    scrollHint: 'Discover',
    scrollHintLabel: ': scroll down to learn more about us',
    introEyebrow: 'Who we are',
    introTitle: 'Friends brought together by culture',
    intro: [
      'We are students from every corner of the university. Some of us grew up with the guqin and Spring Festival dumplings; some heard their first pipa last week. What brings us together is the pleasure of sharing a culture that is three thousand years old and still being written.',
      'Through the year we run workshops, festival evenings, Qin Society sessions and career nights, and every winter we put on our New Year Concert, a tradition since 2007 that raises money for charity.',
    ],
    introLink: 'Read our story',
    whatTitle: 'What we do',
    cards: {
      qin: {
        title: 'Qin Society',
        body: 'Seven strings, three thousand years. Learn the guqin with us, starting from your very first note.',
        link: 'Visit the Qin Society',
      },
      concert: {
        title: 'New Year Concert',
        body: 'The society’s biggest night: every winter since 2007, on stage for charity.',
        link: 'About the concert',
      },
      events: {
        title: 'Events all year',
        body: 'Lantern nights, calligraphy workshops, dumpling evenings and more, open to everyone.',
        link: 'See the calendar',
      },
    },
    statsTitle: 'The society in numbers',
    stats: {
      since: 'first New Year Concert',
      years: 'consecutive years on stage',
      charity: 'CAD raised for charity',
      departments: 'departments + the executive committee',
    },
    joinTitle: 'There is a place for you',
    joinBody: 'Five departments and the executive committee welcome new members at the start of every term. No experience needed, only curiosity.',
    joinLink: 'Find your department',
  },
  {
    eyebrow: '多伦多大学学生社团',
    lead: '琴韵、墨香、节庆与友谊——为每一位对中华文化感兴趣的同学，在校园里安一个家。',
    join: '加入我们',
    events: '浏览活动',
    scrollHint: '向下探索',
    scrollHintLabel: '：向下滚动，进一步了解我们',
    introEyebrow: '我们是谁',
    introTitle: '以文会友',
    intro: [
      '我们来自多伦多大学的各个院系：有人从小听着古琴、吃着年夜饭的饺子长大，也有人上周才第一次听到琵琶。把我们聚在一起的，是分享一种延续三千年、至今仍在书写的文化的快乐。',
      '一年之中，我们举办工作坊、节庆之夜、古琴社雅集和职业发展活动；每年冬天，我们都会登台举办新年音乐会——这项始于 2007 年的传统，也一直在为慈善事业募集善款。',
    ],
    introLink: '阅读我们的故事',
    whatTitle: '我们在做什么',
    cards: {
      qin: {
        title: '古琴社',
        body: '七弦三千年。从你弹下的第一个音开始，和我们一起学古琴。',
        link: '走进古琴社',
      },
      concert: {
        title: '新年音乐会',
        body: '社团一年中最盛大的夜晚：自 2007 年起，每年冬天为慈善登台。',
        link: '了解音乐会',
      },
      events: {
        title: '全年活动',
        body: '灯会、书法工作坊、饺子之夜……所有活动向每个人开放。',
        link: '查看活动日历',
      },
    },
    statsTitle: '数字里的社团',
    stats: {
      since: '首届新年音乐会',
      years: '连续登台的年数',
      charity: '加元慈善善款',
      departments: '部门 + 执行委员会',
    },
    joinTitle: '这里有你的位置',
    joinBody: '每学期初，五个部门与执行委员会都欢迎新成员加入。无需任何经验，只要一份好奇心。',
    joinLink: '找到你的部门',
  },
);
