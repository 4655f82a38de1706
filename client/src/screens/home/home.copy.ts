import { defineCopy } from '../../i18n/copy';

export const homeCopy = defineCopy(
  {
    eyebrow: 'A student society at the University of Toronto',
    join: 'Join us',
    events: 'See our events',
    scrollHint: 'Discover',
    scrollHintLabel: ': scroll down to learn more about us',
    introEyebrow: 'Who we are',
    introTitle: 'Friends brought together by culture',
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
        body: (first: number) => `The society’s biggest night: every winter since ${first}, on stage for charity.`,
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
      charity: (currency: string) => `${currency} raised for charity`,
      departments: 'departments + the executive committee',
    },
    joinTitle: 'There is a place for you',
    joinBody:
      'Five departments and the executive committee welcome new members at the start of every term. No experience needed, only curiosity.',
    joinLink: 'Find your department',
  },
  {
    eyebrow: '多伦多大学学生社团',
    join: '加入我们',
    events: '浏览活动',
    scrollHint: '向下探索',
    scrollHintLabel: '：向下滚动，进一步了解我们',
    introEyebrow: '我们是谁',
    introTitle: '以文会友',
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
        body: (first: number) => `社团一年中最盛大的夜晚：自 ${first} 年起，每年冬天为慈善登台。`,
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
      charity: (currency: string) => `${currency}慈善善款`,
      departments: '部门 + 执行委员会',
    },
    joinTitle: '这里有你的位置',
    joinBody: '每学期初，五个部门与执行委员会都欢迎新成员加入。无需任何经验，只要一份好奇心。',
    joinLink: '找到你的部门',
  },
  {
    eyebrow: '多倫多大學學生社團',
    join: '加入我們',
    events: '瀏覽活動',
    scrollHint: '向下探索',
    scrollHintLabel: '：向下滾動，進一步瞭解我們',
    introEyebrow: '我們是誰',
    introTitle: '以文會友',
    introLink: '閱讀我們的故事',
    whatTitle: '我們在做什麼',
    cards: {
      qin: {
        title: '古琴社',
        body: '七絃三千年。從你彈下的第一個音開始，和我們一起學古琴。',
        link: '走進古琴社',
      },
      concert: {
        title: '新年音樂會',
        body: (first: number) => `社團一年中最盛大的夜晚：自 ${first} 年起，每年冬天為慈善登臺。`,
        link: '瞭解音樂會',
      },
      events: {
        title: '全年活動',
        body: '燈會、書法工作坊、餃子之夜……所有活動向每個人開放。',
        link: '檢視活動日曆',
      },
    },
    statsTitle: '數字裡的社團',
    stats: {
      since: '首屆新年音樂會',
      years: '連續登臺的年數',
      charity: (currency: string) => `${currency}慈善善款`,
      departments: '部門 + 執行委員會',
    },
    joinTitle: '這裡有你的位置',
    joinBody: '每學期初，五個部門與執行委員會都歡迎新成員加入。無需任何經驗，只要一份好奇心。',
    joinLink: '找到你的部門',
  },
);
