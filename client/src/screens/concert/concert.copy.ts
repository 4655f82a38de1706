import { defineCopy } from '../../i18n/copy';

export const concertCopy = defineCopy(
  {
    eyebrow: (first: number) => `Every winter since ${first}`,
    title: 'New Year Concert',
    lead: 'Each year our members welcome the Lunar New Year on stage, and every ticket helps a good cause.',
    statsTitle: 'The concert in numbers',
    firstConcert: 'first concert',
    consecutive: 'consecutive years',
    charity: 'raised for charity',
    charityValue: (amount: string, currency: string) => `over ${amount} ${currency}`,
    historyTitle: (first: number) => `A tradition since ${first}`,
    history: (years: number, first: number) =>
      `The first New Year Concert was a small evening put on by a few students in ${first}. It has been held every winter since: ${years} consecutive years, each one planned, rehearsed and performed by students.`,
    programmeTitle: 'The programme',
    programme:
      'The programme moves between centuries: guqin and pipa solos from the classical repertoire, erhu and dizi pieces of the twentieth century, folk songs from many provinces sung by our choir, and new arrangements written by members for our ensemble. Every year ends the same way, with the whole cast on stage wishing the audience a happy new year.',
    charityTitle: 'For charity',
    charityBody: (amount: string, currency: string, first: number) =>
      `The concert is organised by volunteers and performed by students, so what the tickets raise beyond our costs goes to causes the members choose each year, in Toronto and beyond. Since ${first} that has come to over ${amount} ${currency}.`,
    takePartTitle: 'Take part',
    takePart:
      'Performers audition in the autumn, and players of any instrument and singers of any level are encouraged to try. Backstage, the concert needs stage managers, designers, photographers and ushers: join the Arts or the Operation department, or simply come and listen.',
    findConcert: 'Find the concert in our events',
    join: 'Join us',
  },
  {
    eyebrow: (first: number) => `自 ${first} 年起，每年冬天`,
    title: '新年音乐会',
    lead: '每一年，社员们都在舞台上迎接农历新年；每一张门票，都在帮助需要帮助的人。',
    statsTitle: '数字里的音乐会',
    firstConcert: '首届音乐会',
    consecutive: '连续举办年数',
    charity: '慈善善款',
    charityValue: (amount: string, currency: string) => `超过 ${amount} ${currency}`,
    historyTitle: (first: number) => `始于 ${first} 年的传统`,
    history: (years: number, first: number) =>
      `${first} 年，几位同学办起了第一场小小的新年音乐会。此后每年冬天它都如期举行，至今已连续举办 ${years} 年——每一届都由学生亲手策划、排练和演出。`,
    programmeTitle: '节目',
    programme:
      '节目横跨古今：古琴、琵琶的古典独奏，二十世纪的二胡与笛子名曲，合唱团演唱的各地民歌，还有社员为乐团新编的作品。每一年的结尾都一样——全体演员一同登台，向观众送上新年祝福。',
    charityTitle: '为慈善而演',
    charityBody: (amount: string, currency: string, first: number) =>
      `音乐会由志愿者组织、由学生演出，因此门票收入在扣除成本之后，全部捐给社员们每年共同选定的慈善项目，惠及多伦多及更远的地方。自 ${first} 年以来，累计善款已超过 ${amount} ${currency}。`,
    takePartTitle: '参与其中',
    takePart:
      '演员于每年秋季面试选拔，欢迎演奏任何乐器、任何水平的同学来试一试。幕后，音乐会同样需要舞台监督、设计、摄影和引导员——欢迎加入艺术部或运营部，或者只是来听一场音乐会。',
    findConcert: '在活动页面查看音乐会',
    join: '加入我们',
  },
  {
    eyebrow: (first: number) => `自 ${first} 年起，每年冬天`,
    title: '新年音樂會',
    lead: '每一年，社員們都在舞臺上迎接農曆新年；每一張門票，都在幫助需要幫助的人。',
    statsTitle: '數字裡的音樂會',
    firstConcert: '首屆音樂會',
    consecutive: '連續舉辦年數',
    charity: '慈善善款',
    charityValue: (amount: string, currency: string) => `超過 ${amount} ${currency}`,
    historyTitle: (first: number) => `始於 ${first} 年的傳統`,
    history: (years: number, first: number) =>
      `${first} 年，幾位同學辦起了第一場小小的新年音樂會。此後每年冬天它都如期舉行，至今已連續舉辦 ${years} 年——每一屆都由學生親手策劃、排練和演出。`,
    programmeTitle: '節目',
    programme:
      '節目橫跨古今：古琴、琵琶的古典獨奏，二十世紀的二胡與笛子名曲，合唱團演唱的各地民歌，還有社員為樂團新編的作品。每一年的結尾都一樣——全體演員一同登臺，向觀眾送上新年祝福。',
    charityTitle: '為慈善而演',
    charityBody: (amount: string, currency: string, first: number) =>
      `音樂會由志願者組織、由學生演出，因此門票收入在扣除成本之後，全部捐給社員們每年共同選定的慈善專案，惠及多倫多及更遠的地方。自 ${first} 年以來，累計善款已超過 ${amount} ${currency}。`,
    takePartTitle: '參與其中',
    takePart:
      '演員於每年秋季面試選拔，歡迎演奏任何樂器、任何水平的同學來試一試。幕後，音樂會同樣需要舞臺監督、設計、攝影和引導員——歡迎加入藝術部或營運部，或者只是來聽一場音樂會。',
    findConcert: '在活動頁面檢視音樂會',
    join: '加入我們',
  },
);
