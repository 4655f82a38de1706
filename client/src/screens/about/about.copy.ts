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
  {
    eyebrow: '關於我們',
    title: '文化，是我們一起創造的',
    lead: '一個學生社團：在校園裡親手彈奏、書寫、慶祝，讓中國的音樂、藝術與節慶延續下去。',
    storyTitle: '我們的故事',
    story: [
      '中華文化學生會起源於幾位想念家鄉音樂和節日團聚的同學。他們在哈特樓借了一間練習室，帶來一張古琴和兩把二胡，邀請任何願意來聽的人。',
      '2007 年，這群同學舉辦了第一屆新年音樂會。此後每年冬天，音樂會都如期而至；觀眾們的支援累計為慈善事業捐出了超過 110,000 加元。',
      '如今，社團由五個部門和選舉產生的執行委員會共同營運。社員們有的讀工程，有的讀音樂，有的學醫學，有的學歷史；有人生在上海或廣州，也有人生在多倫多、首爾或聖保羅，許多人在這裡寫下了自己的第一個漢字。',
    ],
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
