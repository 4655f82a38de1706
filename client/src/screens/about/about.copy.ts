import { defineCopy } from '../../i18n/copy';

export const aboutCopy = defineCopy(
  {
    eyebrow: 'About us',
    title: 'Culture is something we make together',
    lead: 'A student society that keeps Chinese music, art and festivals alive on campus by practising them, side by side.',
    storyTitle: 'Our story',
    story: [
      'The Chinese Culture Society began with a handful of students who missed the music they grew up with and the festivals they used to share with their families. They borrowed a practice room in Hart House, brought a guqin and two erhus, and invited anyone who wanted to listen.',
      'In 2007 the group put on its first New Year Concert. It has come back every winter since, and together its audiences have given over 110,000 CAD to charity.',
      'Today the society is run by students in five departments and an elected executive committee. Our members study engineering and music, medicine and history. Some were born in Shanghai or Guangzhou, others in Toronto, Seoul or São Paulo, and many wrote their first Chinese characters with us.',
    ],
    quote: 'The noble-minded seek harmony, not sameness.',
    quoteSource: 'Confucius, Analects, book 13',
    quoteNote: 'We take it as our rule: many backgrounds and many voices in one society.',
    valuesTitle: 'What we value',
    values: [
      {
        title: 'Heritage',
        body: 'We learn the old forms properly, from the fingering of a qin piece to the stroke order of a character, and we pass them on.',
      },
      {
        title: 'Openness',
        body: 'No one needs to speak Chinese or have a Chinese background to belong here. Curiosity is the only requirement.',
      },
      {
        title: 'Craft',
        body: 'Whether it is a concert, a poster or a plate of dumplings, we take the time to do it well.',
      },
      {
        title: 'Giving back',
        body: 'Our New Year Concert raises money for charity every year, and we share what we learn with the wider community.',
      },
    ],
    nextTitle: 'Come and see for yourself',
    nextBody: 'The best way to know us is to spend an evening with us.',
    nextEvents: 'See upcoming events',
    nextJoin: 'Join the society',
  },
  {
    eyebrow: '关于我们',
    title: '文化，是我们一起创造的',
    lead: '一个学生社团：在校园里亲手弹奏、书写、庆祝，让中国的音乐、艺术与节庆延续下去。',
    storyTitle: '我们的故事',
    story: [
      '中华文化学生会起源于几位想念家乡音乐和节日团聚的同学。他们在哈特楼借了一间练习室，带来一张古琴和两把二胡，邀请任何愿意来听的人。',
      '2007 年，这群同学举办了第一届新年音乐会。此后每年冬天，音乐会都如期而至；观众们的支持累计为慈善事业捐出了超过 110,000 加元。',
      '如今，社团由五个部门和选举产生的执行委员会共同运营。社员们有的读工程，有的读音乐，有的学医学，有的学历史；有人生在上海或广州，也有人生在多伦多、首尔或圣保罗，许多人在这里写下了自己的第一个汉字。',
    ],
    quote: '君子和而不同。',
    quoteSource: '《论语·子路》',
    quoteNote: '这也是我们的准则：背景各异，声音多元，同在一个社团。',
    valuesTitle: '我们珍视的',
    values: [
      {
        title: '传承',
        body: '认真学习传统的形式，从一首琴曲的指法到一个汉字的笔顺，再把它们传下去。',
      },
      {
        title: '包容',
        body: '不会说中文、没有华人背景，同样属于这里。好奇心是唯一的门槛。',
      },
      {
        title: '匠心',
        body: '无论是一场音乐会、一张海报，还是一盘饺子，我们都愿意花时间把它做好。',
      },
      {
        title: '回馈',
        body: '新年音乐会每年为慈善募款，我们也把所学分享给更广阔的社区。',
      },
    ],
    nextTitle: '欢迎亲自来看看',
    nextBody: '认识我们最好的方式，就是和我们共度一个夜晚。',
    nextEvents: '查看即将举行的活动',
    nextJoin: '加入社团',
  },
);
