import { defineCopy } from '../../i18n/copy';

export const qinCopy = defineCopy(
  {
    eyebrow: 'Arts department',
    title: 'Qin Society',
    lead: 'Seven strings, three thousand years. We meet to play the guqin, the instrument of China’s scholars, and everyone is welcome to try.',
    instrumentTitle: 'The instrument',
    instrument: [
      'The guqin is a seven-string zither that has been played for more than three thousand years. Thirteen inlaid studs, the hui, mark where its harmonics sound, and its quiet, deep voice made it the companion of poets and scholars: of the four arts a cultivated person was expected to master (the qin, chess, calligraphy and painting), it comes first.',
      'Qin music is written in jianzipu, a notation that records not the notes themselves but how the fingers move. In 2003 UNESCO proclaimed the art of the guqin a Masterpiece of the Oral and Intangible Heritage of Humanity.',
    ],
    illustration: 'A guqin seen from above: a long, narrow body with seven strings and thirteen studs along one edge.',
    sessionsTitle: 'Our sessions',
    sessions:
      'During term we meet in the evening in the Hart House Music Room. A session usually begins with listening, to a recording or to one of us, and then everyone practises together, beginners beside experienced players. Some evenings are given to a single piece, others to a theme such as the music of the seasons.',
    beginnersTitle: 'New to the qin?',
    beginners: [
      'No experience and no music reading are needed: we teach jianzipu from the start.',
      'The society lends instruments for sessions, so you do not need to buy one.',
      'Keep the nails of your right hand short; your left hand will slide along the strings.',
      'Most beginners play a first short piece, such as Immortal’s Chant, within a term.',
    ],
    repertoireTitle: 'Pieces we play',
    upcoming: 'See upcoming sessions',
    join: 'Join the Qin Society',
  },
  {
    eyebrow: '艺术部',
    title: '古琴社',
    lead: '七弦三千年。我们一起弹奏古琴——这件属于中国文人的乐器，欢迎每一个人来试一试。',
    instrumentTitle: '关于古琴',
    instrument: [
      '古琴是一种七弦拨弦乐器，已有三千多年的历史。琴面嵌有十三个徽，标示泛音的位置；它的声音沉静而深远，历来是诗人与文士的良伴。在文人修身的“琴棋书画”四艺之中，琴居首位。',
      '琴曲以减字谱记写——它记录的不是音高，而是手指的动作。2003 年，古琴艺术被联合国教科文组织宣布为“人类口头和非物质遗产代表作”。',
    ],
    illustration: '俯视的古琴：狭长的琴身，七根琴弦，一侧嵌有十三个琴徽。',
    sessionsTitle: '雅集',
    sessions:
      '学期中，我们在哈特楼音乐室举行晚间雅集。每次通常从聆听开始——听一段录音，或听一位琴友弹奏——然后大家一起练习，初学者与老琴友并肩而坐。有的夜晚专攻一首琴曲，有的则围绕一个主题，比如四季之曲。',
    beginnersTitle: '第一次接触古琴？',
    beginners: [
      '无需任何基础，也不需要识谱：我们从减字谱教起。',
      '雅集时社团提供琴，无需自备。',
      '请把右手指甲剪短；左手会在琴弦上按音、走手。',
      '大多数初学者在一个学期内就能弹奏第一首小曲，例如《仙翁操》。',
    ],
    repertoireTitle: '常弹曲目',
    upcoming: '查看近期雅集',
    join: '加入古琴社',
  },
  {
    eyebrow: '藝術部',
    title: '古琴社',
    lead: '七絃三千年。我們一起彈奏古琴——這件屬於中國文人的樂器，歡迎每一個人來試一試。',
    instrumentTitle: '關於古琴',
    instrument: [
      '古琴是一種七絃撥絃樂器，已有三千多年的歷史。琴面嵌有十三個徽，標示泛音的位置；它的聲音沉靜而深遠，歷來是詩人與文士的良伴。在文人修身的「琴棋書畫」四藝之中，琴居首位。',
      '琴曲以減字譜記寫——它記錄的不是音高，而是手指的動作。2003 年，古琴藝術被聯合國教科文組織宣佈為「人類口頭和非物質遺產代表作」。',
    ],
    illustration: '俯視的古琴：狹長的琴身，七根琴絃，一側嵌有十三個琴徽。',
    sessionsTitle: '雅集',
    sessions:
      '學期中，我們在哈特樓音樂室舉行晚間雅集。每次通常從聆聽開始——聽一段錄音，或聽一位琴友彈奏——然後大家一起練習，初學者與老琴友並肩而坐。有的夜晚專攻一首琴曲，有的則圍繞一個主題，比如四季之曲。',
    beginnersTitle: '第一次接觸古琴？',
    beginners: [
      '無需任何基礎，也不需要識譜：我們從減字譜教起。',
      '雅集時社團提供琴，無需自備。',
      '請把右手指甲剪短；左手會在琴絃上按音、走手。',
      '大多數初學者在一個學期內就能彈奏第一首小曲，例如《仙翁操》。',
    ],
    repertoireTitle: '常彈曲目',
    upcoming: '檢視近期雅集',
    join: '加入古琴社',
  },
);

/** Pieces of the qin repertoire: the Chinese title is the name in both languages. */
export const repertoire = [
  { zh: '流水', en: 'Flowing Water' },
  { zh: '仙翁操', en: 'Immortal’s Chant' },
  { zh: '酒狂', en: 'Drunken Ecstasy' },
  { zh: '梅花三弄', en: 'Three Variations on the Plum Blossom' },
  { zh: '平沙落雁', en: 'Wild Geese Landing on the Sands' },
  { zh: '阳关三叠', en: 'Three Farewells at Yang Pass' },
] as const;
