// Demo articles and one issue for an empty magazine (issue 36 item 9), so a fresh install shows a
// magazine: four articles in English and Simplified Chinese (Traditional converted as a save
// does), with tags, published on different days before the site first starts, written by the demo
// team's accounts when the team seed made them (else under a guest byline with their names), and
// issue 1 listing three of them. No covers: the seed has no uploads, so the pages and their
// JSON-LD show the site's share image. Written through MagazineService.seed, so the live HTML,
// the search index and the read caches are those a publication makes.
import type { ArticleContentInput } from '../../../shared/magazine.schema.js';
import { zonedDate } from '../../../shared/zoned-time.js';
import type { Clock } from '../../lib/clock.js';
import type { MagazineSeed, MagazineService } from './magazine.service.js';

const timeZone = 'America/Toronto';
const paragraphs = (...lines: string[]) => lines.join('\n\n');

interface DemoArticle {
  /** Days before the site first starts. */
  daysAgo: number;
  /** The demo team's usernames (server/modules/team/team.seed.ts) and their names for a guest byline. */
  authors: ReadonlyArray<{ username: string; name: string }>;
  /** Its place in issue 1, if any. */
  inIssue: boolean;
  content: ArticleContentInput;
}

const calligraphy: DemoArticle = {
  daysAgo: 30,
  authors: [{ username: 'chen.jiayi', name: 'Jiayi Chen' }],
  inIssue: true,
  content: {
    titleEn: 'The Brush Remembers: A Semester of Calligraphy',
    titleZh: '笔墨有记忆：一学期的书法课',
    standfirstEn:
      'Twelve Thursday evenings, one character written a thousand times, and what calligraphy teaches students who came for something to hang on the wall.',
    standfirstZh: '十二个星期四的晚上，一个字写上一千遍：书法教给我们的，远不止墙上的一幅字。',
    tags: ['calligraphy', '书法', 'workshops'],
    bodyEn: paragraphs(
      'Every Thursday at six, the seminar room on the second floor of Sidney Smith Hall smells of ink. Twenty students sit at tables covered with felt, a dish of water beside each sheet of paper, and for two hours almost nobody speaks. This is the calligraphy circle, and this semester it was the most popular thing the society ran.',
      'Calligraphy, {书法|shū fǎ} in Chinese, means something like "the method of writing". The word is modest. Most of us arrived expecting a craft, something we could learn in a few evenings and then frame. What we found was closer to a practice, like a musical instrument or a sport: a set of movements you repeat until your hand knows them better than your head.',
      '## The four treasures',
      'The first evening was spent on tools. Our tutor, a retired teacher who has written with a brush for fifty years, laid out what scholars called the four treasures of the study and asked us to touch each one before we used it.',
      '| Treasure | What it is | What we used |\n|---|---|---|\n| Brush | Animal hair in a bamboo handle | Mixed goat and wolf hair, medium size |\n| Ink | Soot and glue, ground with water | A stick ground on the stone for the first ten minutes |\n| Paper | Xuan paper, thin and absorbent | Practice sheets with printed grids |\n| Inkstone | A stone for grinding ink | One shared stone per table |',
      'Grinding your own ink is slow, and that is the point. By the time the water has turned black, your breathing has slowed down and your shoulders have dropped. Several members said this was their favourite ten minutes of the week.',
      '## One character, a thousand times',
      'We spent the first month on a single character, 永, which means "forever". It is the traditional first lesson because its few strokes contain all eight basic movements of the brush: the dot, the horizontal, the vertical, the hook, the rising stroke, the sweep to the left, the short sweep, and the long sweep to the right. Get 永 right and you have the alphabet of regular script.',
      'Nobody gets 永 right. The dot came out as a blot, the hook as a tired curl. Our tutor would look at a sheet of thirty attempts, circle one, and say: this one is alive. It took most of us weeks to see what she saw, and the moment we did was the moment our own strokes started to change.',
      '## What stays',
      'By the end of the semester each member wrote a couplet for the New Year, and some of them will hang at the New Year Concert in January. But when we asked people what they would keep, few mentioned the couplets. They talked about patience, about a room where phones stay in bags, about a tutor who praised effort more than talent. One first-year student wrote on her feedback form that the circle was the only place on campus where being slow was the right answer.',
      'The circle starts again in the new term, on Thursdays at six. Bring nothing but time; the brushes are on us.',
    ),
    bodyZh: paragraphs(
      '每个星期四晚上六点，悉尼·史密斯楼二楼的研讨室里都飘着墨香。二十位同学围坐在铺着毛毡的桌前，每张纸旁放着一碟清水，接下来的两个小时里几乎没有人说话。这就是我们的书法小组，也是社团这学期最受欢迎的活动。',
      '{书法|shū fǎ}，字面意思是“书写的方法”。这个词很谦虚。我们大多数人来的时候，以为要学的是一门手艺，几个晚上就能写出一幅字装裱起来。后来才发现，它更像一种修习，和乐器、运动一样：一组动作反复练习，直到手比脑子记得更清楚。',
      '## 文房四宝',
      '第一个晚上，我们只认识工具。我们的老师是一位退休教师，执笔已有五十年。她把文房四宝一一摆在桌上，让大家在用之前先摸一摸。',
      '| 四宝 | 是什么 | 我们用的 |\n|---|---|---|\n| 笔 | 竹管配上动物毛 | 中号兼毫笔 |\n| 墨 | 烟灰与胶，加水研磨 | 每次开始先研墨十分钟 |\n| 纸 | 宣纸，薄而吸墨 | 印有米字格的练习纸 |\n| 砚 | 研墨用的石头 | 每桌共用一方砚台 |',
      '自己研墨很慢，而慢正是它的意义。等清水变成浓墨，呼吸已经平缓下来，肩膀也放松了。好几位同学说，这是他们一周里最喜欢的十分钟。',
      '## 一个字，写一千遍',
      '第一个月，我们只写一个字：“永”。这是传统的第一课，因为短短几笔就包含了楷书的八种基本笔画：点、横、竖、钩、提、撇、短撇和捺，也就是常说的“永字八法”。写好了“永”，就掌握了楷书的字母表。',
      '没有人一开始就能写好“永”。点写成了墨团，钩写成了无力的弯。老师看着一张写了三十遍的纸，圈出其中一个，说：这个字是活的。我们大多数人花了好几个星期才看懂她看到的东西，而看懂的那一刻，自己的笔画也开始变了。',
      '## 留下的东西',
      '学期结束时，每位组员都写了一副春联，其中一些会挂在一月的新年音乐会现场。但当我们问大家会带走什么，很少有人提到春联。他们说的是耐心，是一个手机都收进包里的房间，是一位夸奖努力多于天分的老师。一位大一同学在反馈表上写道：在整个校园里，只有这里“慢”才是正确答案。',
      '新学期书法小组照常开课，时间仍是每周四晚六点。只需带上时间，笔墨纸砚由我们准备。',
    ),
  },
};

const guqin: DemoArticle = {
  daysAgo: 55,
  authors: [{ username: 'lin.xiaoyu', name: 'Xiaoyu Lin' }],
  inIssue: true,
  content: {
    titleEn: 'Seven Strings, One Table: A Year of the Qin Society',
    titleZh: '七弦一席：古琴社这一年',
    standfirstEn:
      'The guqin is one of the oldest instruments still played, and one of the quietest. Our Qin Society explains why a dozen students meet every fortnight to play it for each other.',
    standfirstZh: '古琴是至今仍在弹奏的最古老乐器之一，也是最安静的乐器之一。古琴社的同学们讲述，为什么每两周要聚在一起，为彼此弹琴。',
    tags: ['guqin', '古琴', 'Qin Society', 'music'],
    bodyEn: paragraphs(
      'The first thing people notice about the guqin is how quiet it is. In a concert hall it needs a microphone; in a seminar room, if someone opens a bag of chips, the music is gone. For three thousand years the instrument was played for oneself or for a friend, and our Qin Society, {古琴社|gǔ qín shè}, has kept that scale.',
      'We meet every other Friday evening around one long table. There are seven instruments, six owned by the society and one lent by an alumna who now lives in Vancouver. Each session has the same shape: tuning, which takes longer than anyone expects; a piece played by one of the senior members; then practice in pairs, one playing and one listening.',
      '## Why seven strings are enough',
      'The guqin has no frets. Thirteen small inlaid dots, the hui, mark where to touch the strings for harmonics, and the left hand slides along the wood to bend notes. A single plucked note can rise, fall and fade over several seconds, and much of the music lives in that fading. Beginners often say it feels less like playing notes than like drawing lines, which is why several of our players also joined the calligraphy circle.',
      'The written music is unusual too. Qin notation, jianzi pu, does not tell you which notes to play. It tells you which string, which finger, which position and which movement. It is a record of gestures, and rhythm is passed on by ear from teacher to student.',
      '## Flowing Water',
      'This year we worked on "Flowing Water" (流水), the piece behind the story of Boya and Ziqi: a musician and the one listener who understood his playing, after whose death the musician broke his strings. The story gave Chinese the phrase zhiyin, "one who knows the tone", for a true friend. We listened to three recordings, argued about them, and learned the opening section, where the water is still a mountain spring.',
      'Two members performed it at the Mid-Autumn Lantern Night, with a microphone this time. Afterwards a first-year student who had never heard the instrument asked how to join. She now comes to every session.',
      '## Coming to a session',
      'You do not need to read music or own an instrument. Come to any Friday session, listen for the first half hour, and then one of us will show you how to tune a string and play the open notes. Be warned: the first sound you make on a guqin tends to be the beginning of a long friendship.',
    ),
    bodyZh: paragraphs(
      '人们对古琴的第一印象，往往是它的安静。在音乐厅里，它需要麦克风；在研讨室里，只要有人拆开一包薯片，琴声就听不见了。三千年来，古琴是弹给自己或知己听的乐器，我们的{古琴社|gǔ qín shè}也保留了这样的尺度。',
      '我们每隔一周的星期五晚上，围坐在一张长桌旁。一共七张琴，六张是社团的，一张是一位现居温哥华的校友借给我们的。每次雅集的流程都一样：先调弦，总比想象的要久；再由一位老社员弹一首曲子；然后两人一组练习，一人弹，一人听。',
      '## 七根弦就够了',
      '古琴没有品。琴面上十三个小小的徽位，标出泛音的位置；左手在琴面上滑动，让音高起伏。拨出的一个音可以在几秒钟里上扬、下沉、渐渐消逝，而琴曲的韵味，很多就在这消逝之中。初学者常说，弹琴不太像在弹音符，更像在画线条，这也是为什么好几位琴友同时参加了书法小组。',
      '古琴的乐谱也很特别。减字谱并不告诉你弹哪个音，而是告诉你哪根弦、哪根手指、哪个徽位、什么指法。它记录的是动作，节奏则要靠老师口传心授。',
      '## 流水',
      '今年我们学习的是《流水》。它背后是伯牙与子期的故事：一位琴师，和唯一听懂他琴声的人；子期去世后，伯牙破琴绝弦，终身不复鼓琴。“知音”一词由此而来。我们听了三个不同的录音，争论了一番，然后学会了开头的部分，那时的流水还只是山间的一眼清泉。',
      '中秋灯会上，两位社员演奏了这首曲子，这一次用上了麦克风。演出结束后，一位从没听过古琴的大一同学来问怎么加入。现在，她每次雅集都会来。',
      '## 来参加雅集',
      '不需要识谱，也不需要自己有琴。任何一个星期五都可以来，先听半个小时，然后我们会教你调一根弦、弹几个散音。不过要提醒你：在古琴上弹出的第一个音，往往是一段长久友谊的开始。',
    ),
  },
};

const lanternNight: DemoArticle = {
  daysAgo: 72,
  authors: [
    { username: 'zhao.ming', name: 'Zhao Ming' },
    { username: 'emily.zhang', name: 'Emily Zhang' },
  ],
  inIssue: true,
  content: {
    titleEn: 'Two Hundred Lanterns: Mid-Autumn Lantern Night',
    titleZh: '两百盏灯：中秋灯会回顾',
    standfirstEn:
      'Riddles, five kinds of mooncake and the Qin Society under the Great Hall roof: how Lantern Night came together, and what we will do differently next year.',
    standfirstZh: '灯谜、五种月饼，还有大礼堂里的古琴声：中秋灯会是怎样办成的，明年我们又想做得更好些什么。',
    tags: ['festivals', '节日', 'Mid-Autumn', 'recap'],
    bodyEn: paragraphs(
      'At half past six on a Friday in September, the doors of the Hart House Great Hall opened on two hundred paper lanterns and a queue that reached the stairs. Mid-Autumn Lantern Night is the society\u2019s oldest tradition, and this year it was also its biggest: more than two hundred students came, about a third of them for the first time.',
      '## An afternoon of folding',
      'The lanterns were made by hand. Fourteen volunteers spent the afternoon folding red and gold paper, threading wire and writing riddles on slips that hung from each lantern. The riddles were in Chinese and in English, and a few were bilingual puns that only worked if you read both. The hardest one, solved by a second-year engineering student just before nine, asked for a festival hidden in a single character.',
      '## Five mooncakes',
      'The mooncake table was the most photographed corner of the evening. We ordered five regional styles from bakeries in Toronto and Markham: Cantonese lotus paste with salted egg yolk, flaky Suzhou pastries with pork, Yunnan cakes with ham, Teochew crystal skins, and snow-skin cakes with custard. Each was cut into small pieces so everyone could try all five, and a vote at the end gave first place, narrowly, to the Suzhou pastries.',
      '## Music under the moon',
      'At eight the hall went quiet for the Qin Society. Two members played the opening of "Flowing Water" on the guqin, and for the first time we used microphones, so the sound reached the back of the hall. It was the first time many guests had heard the instrument. The Qin Society\u2019s sign-up sheet was full before the end of the evening.',
      '## What we learned',
      'A recap should say what went wrong too. The queue at the door was too long because everyone arrived at the same time, so next year we will send tickets with arrival windows. We ran out of the salted egg yolk mooncakes within twenty minutes. And the riddle answers, collected on paper, took an hour to check; next year they will go on a shared sheet.',
      'Thank you to the volunteers who folded lanterns all afternoon, to Hart House for the hall, and to everyone who came and stayed to clean up. The photos are on our social media pages, and the lanterns are in storage, waiting for next September.',
    ),
    bodyZh: paragraphs(
      '九月的一个星期五，傍晚六点半，哈特楼大礼堂的门打开了：两百盏纸灯笼，还有一直排到楼梯口的队伍。中秋灯会是学生会历史最悠久的传统，今年也是规模最大的一次：来了两百多位同学，其中大约三分之一是第一次参加。',
      '## 折灯笼的下午',
      '灯笼都是手工做的。十四位志愿者花了整个下午折红色和金色的纸、穿铁丝，在每盏灯笼下挂上写着灯谜的纸条。灯谜有中文的，有英文的，还有几条双语谐音谜，只有两种语言都读懂才猜得出。最难的一条藏着一个节日名，直到快九点才被一位工程系大二同学猜中。',
      '## 五种月饼',
      '月饼桌是当晚被拍得最多的角落。我们从多伦多和万锦的饼店订了五种地方风味：广式莲蓉蛋黄、苏式鲜肉酥皮、云南火腿、潮式水晶皮，还有奶黄冰皮。每个月饼都切成小块，让大家五种都能尝到。最后的投票中，苏式酥皮以微弱优势拿下第一。',
      '## 月下琴声',
      '八点，大礼堂安静下来，古琴社登场。两位社员用古琴弹奏了《流水》的开头部分。这是我们第一次用上麦克风，琴声一直传到礼堂的最后一排。很多来宾是第一次听到古琴，当晚结束前，古琴社的报名表就已经写满了。',
      '## 我们学到的',
      '活动回顾也要说说不足。门口的队伍太长，因为大家都在同一时间到达，明年我们会在门票上注明分批入场的时间。蛋黄月饼不到二十分钟就被吃完了。灯谜答案用纸收集，核对花了一个小时，明年会改用共享表格。',
      '感谢整个下午都在折灯笼的志愿者，感谢哈特楼提供场地，也感谢每一位到场、并留下来帮忙收拾的朋友。活动照片已发布在我们的社交媒体上，灯笼也已收好，等待明年九月再次点亮。',
    ),
  },
};

const interview: DemoArticle = {
  daysAgo: 12,
  authors: [{ username: 'kevin.liu', name: 'Kevin Liu' }],
  inIssue: false,
  content: {
    titleEn: 'Four Years, One Society: A Conversation with Sarah Wu',
    titleZh: '四年，一个社团：对话吴思远',
    standfirstEn:
      'She came to a dumpling night in her first week and stayed to run the New Year Concert. Before she graduates, our outgoing treasurer looks back.',
    standfirstZh: '她在入学第一周来参加了包饺子之夜，后来一路做到新年音乐会的总负责人。毕业之前，即将卸任的财务与我们一起回望这四年。',
    tags: ['interview', '访谈', 'members'],
    bodyEn: paragraphs(
      'Sarah Wu is finishing a degree in statistics and, for the last two years, has kept the society\u2019s accounts. She also produced two New Year Concerts, which together raised more for charity than any before them. We met in the student centre on a grey afternoon, between her last exam and her first job interview.',
      '**How did you find the society?**',
      'By accident. In my first week a friend said there were free dumplings in the basement of Hart House. I went for the dumplings and ended up folding them for two hours with people I had never met. Somebody asked me to help at the next event, and that was it. I think most people join like that: not because of a poster, but because someone asked.',
      '**What did the treasurer\u2019s job teach you?**',
      'That money is mostly trust. A student society handles other people\u2019s money, ticket sales, sponsors, donations for the charity, and every dollar has to be explainable to someone who was not in the room. I learned to write things down, to keep receipts in order and to say no to good ideas we could not afford. It is less glamorous than the stage, but the concert does not happen without it.',
      '**Your favourite moment?**',
      'The end of my first concert as producer. We had sold out, the orchestra had played the last encore, and I was backstage counting the donation boxes with two volunteers. When we added it up, we had passed our target by a few thousand dollars. Nobody in the audience knew, and it did not matter. We just sat on the floor and laughed.',
      '**What would you tell a first-year student?**',
      'Say yes to one thing, not ten. Pick the event or department that interests you and do it properly for a year. The society is big enough that you can try everything, and that is a trap. The friendships come from doing one thing together for long enough to make mistakes and fix them.',
      '**And what comes next?**',
      'A job in Toronto, so I will still come to the concert, but in the audience this time. I am looking forward to not knowing what happens backstage. And I will bring dumplings to the next welcome night. Someone has to keep the tradition going.',
    ),
    bodyZh: paragraphs(
      '吴思远即将完成统计学的学业，过去两年一直管理学生会的账目。她还担任了两届新年音乐会的总负责人，这两届为慈善筹得的款项超过了以往任何一届。一个阴天的下午，在她最后一门考试和第一次求职面试之间，我们在学生中心见了面。',
      '**你是怎么找到学生会的？**',
      '纯属偶然。入学第一周，一位朋友说哈特楼地下室有免费饺子。我是冲着饺子去的，结果和一群从没见过的人一起包了两个小时饺子。有人问我下次活动能不能来帮忙，就这样开始了。我想大多数人都是这样加入的：不是因为看到海报，而是因为有人开口邀请。',
      '**做财务教会了你什么？**',
      '钱的背后主要是信任。学生会经手的是别人的钱：票款、赞助、给慈善的捐款，每一块钱都要能向不在场的人解释清楚。我学会了把事情记下来，把收据整理好，也学会了对负担不起的好点子说“不”。这份工作没有舞台上那么光鲜，但没有它，音乐会就办不起来。',
      '**最难忘的时刻？**',
      '我第一次担任总负责人的那场音乐会结束时。票全卖完了，乐团演奏完最后一首返场曲，我和两位志愿者在后台清点捐款箱。加起来一算，我们比目标多筹了几千加元。台下的观众谁也不知道，但那不重要。我们就坐在地上笑了起来。',
      '**你想对大一新生说什么？**',
      '答应一件事，而不是十件。挑一个你感兴趣的活动或部门，踏踏实实做一年。学生会大到什么都可以尝试，而这恰恰是个陷阱。友谊来自一起把一件事做得足够久，久到犯错、再一起改正。',
      '**接下来呢？**',
      '在多伦多工作，所以我还会来看音乐会，只不过这次坐在台下。我很期待不知道后台发生了什么的感觉。下一次迎新夜，我会带饺子来。总得有人把这个传统延续下去。',
    ),
  },
};

/** In the order issue 1 lists them (the interview is in no issue). */
const demoArticles: readonly DemoArticle[] = [calligraphy, guqin, lanternNight, interview];

/** The seed's articles and issue as of `now`: the account of each username, if there is one. */
export async function demoMagazine(now: Date, accountOf: (username: string) => Promise<number | undefined>): Promise<MagazineSeed> {
  const at = (daysAgo: number, hour: number) => new Date(now.getTime() - daysAgo * 86_400_000 - hour * 3_600_000).toISOString();
  const issueDay = zonedDate(new Date(now.getTime() - 5 * 86_400_000), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const articles = await Promise.all(
    demoArticles.map(async (article) => {
      const accounts = await Promise.all(article.authors.map((author) => accountOf(author.username)));
      const known = accounts.filter((id): id is number => id !== undefined);
      // Without the demo team's accounts (the site had accounts before), their names as a guest byline.
      const byline = known.length === accounts.length ? {} : { guestByline: article.authors.map((author) => author.name).join(', ') };
      return {
        content: { ...article.content, authorIds: known.length === accounts.length ? known : [], ...byline },
        createdBy: known.length === accounts.length ? known[0]! : null,
        by: known.length === accounts.length ? article.authors[0]!.username : '(seed)',
        publishedAt: at(article.daysAgo, 3),
        ...(article.inIssue ? { issue: 0 } : {}),
      };
    }),
  );
  return {
    issues: [
      {
        number: 1,
        titleEn: 'Ink and Moonlight',
        titleZh: '墨与月光',
        date: `${issueDay.year}-${pad(issueDay.month)}-${pad(issueDay.day)}`,
        publishedAt: at(5, 2),
      },
    ],
    articles,
  };
}

export interface SeedMagazineDeps {
  magazine: MagazineService;
  /** A staff account's id by its username (the demo team's, when the team seed made them). */
  accountOf: (username: string) => Promise<number | undefined>;
  clock: Clock;
}

/** Seeds the demo articles and issue when the magazine has no article at all. Returns how many articles it added. */
export async function seedDemoMagazine(deps: SeedMagazineDeps): Promise<number> {
  return deps.magazine.seed(await demoMagazine(deps.clock(), deps.accountOf));
}
