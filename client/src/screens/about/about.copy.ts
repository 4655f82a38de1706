import { defineCopy } from '../../i18n/copy';

export const aboutCopy = defineCopy(
  {
    eyebrow: 'About us',
    title: 'Culture is something we make together',
    storyTitle: 'Our story',
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
    storyTitle: '我们的故事',
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
  {
    eyebrow: '關於我們',
    title: '文化，是我們一起創造的',
    storyTitle: '我們的故事',
    quote: '君子和而不同。',
    quoteSource: '《論語·子路》',
    quoteNote: '這也是我們的準則：背景各異，聲音多元，同在一個社團。',
    valuesTitle: '我們珍視的',
    values: [
      {
        title: '傳承',
        body: '認真學習傳統的形式，從一首琴曲的指法到一個漢字的筆順，再把它們傳下去。',
      },
      {
        title: '包容',
        body: '不會說中文、沒有華人背景，同樣屬於這裡。好奇心是唯一的門檻。',
      },
      {
        title: '匠心',
        body: '無論是一場音樂會、一張海報，還是一盤餃子，我們都願意花時間把它做好。',
      },
      {
        title: '回饋',
        body: '新年音樂會每年為慈善募款，我們也把所學分享給更廣闊的社群。',
      },
    ],
    nextTitle: '歡迎親自來看看',
    nextBody: '認識我們最好的方式，就是和我們共度一個夜晚。',
    nextEvents: '檢視即將舉行的活動',
    nextJoin: '加入社團',
  },
);
