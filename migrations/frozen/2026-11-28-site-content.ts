// Frozen on 2026-11-29 for migrations/2026-11-28-0900-create-site-content.ts: the record a fresh
// install starts from, as shared/site-content.seed.ts made it that day (shared/site.ts, shared/constants.ts
// and the pages' own words), and its Traditional side as the migration made it (each Simplified text
// looked up in shared/traditional-table.ts, the table made at build time). The migration stores these as
// they are, whatever the live seed becomes: a later change to the society's facts is a save (a revision),
// not a different first record. Never edit.

/** The seed record (English and Simplified), stored as `site_content.content` and as revision 1. */
export const siteContentSeed = {
  name: {
    en: 'Chinese Culture Society',
    zh: '中华文化学生会',
  },
  university: {
    en: 'University of Toronto',
    zh: '多伦多大学',
  },
  address: {
    en: ['Hart House', '7 Hart House Circle', 'Toronto, ON M5S 3H3', 'Canada'],
    zh: ['加拿大', '安大略省多伦多市', 'Hart House Circle 7 号', '哈特楼（Hart House）', '邮编 M5S 3H3'],
  },
  postalAddress: {
    streetAddress: '7 Hart House Circle',
    addressLocality: 'Toronto',
    addressRegion: 'ON',
    postalCode: 'M5S 3H3',
    addressCountry: 'CA',
  },
  email: 'contact@uoftccs.ca',
  social: [
    {
      id: 'instagram',
      name: {
        en: 'Instagram',
        zh: 'Instagram',
      },
      url: 'https://www.instagram.com/uoftccs/',
    },
    {
      id: 'bilibili',
      name: {
        en: 'Bilibili',
        zh: '哔哩哔哩',
      },
      url: 'https://search.bilibili.com/all?keyword=%E4%B8%AD%E5%8D%8E%E6%96%87%E5%8C%96%E5%AD%A6%E7%94%9F%E4%BC%9A',
    },
    {
      id: 'linkedin',
      name: {
        en: 'LinkedIn',
        zh: '领英',
      },
      url: 'https://www.linkedin.com/company/uoftccs/',
    },
  ],
  wechat: {
    searchName: '中华文化学生会',
  },
  charity: {
    amount: 110000,
    currency: 'CAD',
    asOf: '2026-04-30',
  },
  concert: {
    startYear: 2007,
  },
  departments: [
    {
      id: 'arts',
      name: {
        en: 'Arts',
        zh: '艺术部',
      },
      summary: {
        en: 'Music, ink and the stage. The Arts department rehearses the New Year Concert, runs workshops and keeps our instruments and brushes busy all year.',
        zh: '琴声、墨香与舞台。艺术部负责新年音乐会的排练，组织各类工作坊，让乐器和毛笔全年都不闲着。',
      },
      groups: [
        {
          name: {
            en: 'Qin Society',
            zh: '古琴社',
          },
          description: {
            en: 'Guqin sessions for beginners and seasoned players alike.',
            zh: '古琴雅集，零基础与老琴友同样欢迎。',
          },
        },
        {
          name: {
            en: 'Calligraphy & Painting',
            zh: '书画社',
          },
          description: {
            en: 'Brush calligraphy, ink-wash painting and seal carving.',
            zh: '毛笔书法、水墨画与篆刻。',
          },
        },
        {
          name: {
            en: 'Choir',
            zh: '合唱团',
          },
          description: {
            en: 'Songs in Mandarin and Cantonese, old and new, for the concert stage.',
            zh: '普通话与粤语歌曲，古今皆唱，为音乐会舞台而练。',
          },
        },
        {
          name: {
            en: 'Chinese Ensemble',
            zh: '民乐团',
          },
          description: {
            en: 'Pipa, erhu, dizi and guzheng playing together.',
            zh: '琵琶、二胡、笛子与古筝的合奏。',
          },
        },
      ],
    },
    {
      id: 'career',
      name: {
        en: 'Career',
        zh: '职业发展部',
      },
      summary: {
        en: 'Connects members with alumni and employers, from a first résumé to a first job in Canada or abroad.',
        zh: '连接社员与校友和雇主，从第一份简历到在加拿大或海外的第一份工作。',
      },
      groups: [
        {
          name: {
            en: 'Alumni Mentoring',
            zh: '校友导师计划',
          },
          description: {
            en: 'One-to-one mentoring with graduates across many fields.',
            zh: '与各行各业的毕业校友一对一交流。',
          },
        },
        {
          name: {
            en: 'Industry Nights',
            zh: '行业之夜',
          },
          description: {
            en: 'Panels and small-group conversations with professionals.',
            zh: '职业人士的圆桌分享与小组交流。',
          },
        },
      ],
    },
    {
      id: 'operation',
      name: {
        en: 'Operation',
        zh: '运营部',
      },
      summary: {
        en: 'Turns plans into evenings that run on time: rooms, schedules, budgets and the people behind every event.',
        zh: '把计划变成准时开场的活动：场地、日程、预算，以及每场活动背后的人手安排。',
      },
      groups: [
        {
          name: {
            en: 'Events Logistics',
            zh: '活动统筹',
          },
          description: {
            en: 'Venues, volunteers, run sheets and everything on the day.',
            zh: '场地、志愿者、流程表，以及活动当天的一切。',
          },
        },
        {
          name: {
            en: 'Finance',
            zh: '财务',
          },
          description: {
            en: 'Budgets, sponsorship accounts and the concert’s charity giving.',
            zh: '预算、赞助账目与音乐会的慈善捐款。',
          },
        },
      ],
    },
    {
      id: 'support',
      name: {
        en: 'Support',
        zh: '支持部',
      },
      summary: {
        en: 'Gives the society its look and its tools: posters, programmes, photos, video and this website.',
        zh: '为社团提供形象与工具：海报、节目单、摄影、视频，还有这个网站。',
      },
      groups: [
        {
          name: {
            en: 'Design',
            zh: '设计',
          },
          description: {
            en: 'Posters, concert programmes and visual identity.',
            zh: '海报、音乐会节目单与视觉形象。',
          },
        },
        {
          name: {
            en: 'Web & Media',
            zh: '网络与媒体',
          },
          description: {
            en: 'The website, photography, video and recordings.',
            zh: '网站、摄影、视频与录音。',
          },
        },
      ],
    },
    {
      id: 'engagement',
      name: {
        en: 'Engagement',
        zh: '外联部',
      },
      summary: {
        en: 'Brings new people in and keeps friends close: clubs fair, partner societies, sponsors and our channels.',
        zh: '迎来新朋友，联系老朋友：社团招新、合作社团、赞助商与各个宣传渠道。',
      },
      groups: [
        {
          name: {
            en: 'Outreach',
            zh: '校园推广',
          },
          description: {
            en: 'Clubs fairs, orientation and campus-wide promotion.',
            zh: '社团招新日、迎新周与全校宣传。',
          },
        },
        {
          name: {
            en: 'Partnerships',
            zh: '合作伙伴',
          },
          description: {
            en: 'Joint events with other societies and our sponsors.',
            zh: '与其他社团及赞助商的合作活动。',
          },
        },
        {
          name: {
            en: 'Social Media',
            zh: '新媒体',
          },
          description: {
            en: 'Instagram, Bilibili, LinkedIn and our WeChat account.',
            zh: 'Instagram、哔哩哔哩、领英与微信公众号。',
          },
        },
      ],
    },
    {
      id: 'executive_committee',
      name: {
        en: 'Executive Committee',
        zh: '执行委员会',
      },
      summary: {
        en: 'Elected each spring at the annual general meeting, the committee leads the society and speaks for it on campus.',
        zh: '每年春季在全体大会上选举产生，负责带领社团，并在校园中代表社团发声。',
      },
      groups: [
        {
          name: {
            en: 'President and Vice-Presidents',
            zh: '会长与副会长',
          },
          description: {
            en: 'Set the year’s direction and support every department.',
            zh: '确定一年的方向，支持每一个部门。',
          },
        },
        {
          name: {
            en: 'Secretary and Treasurer',
            zh: '秘书长与财务总监',
          },
          description: {
            en: 'Keep the records, the accounts and the society’s good standing.',
            zh: '负责会议记录、账目，以及社团在学校的合规注册。',
          },
        },
      ],
    },
  ],
  requirements: [
    {
      en: 'You are a current University of Toronto student on any campus, in any programme, undergraduate or graduate.',
      zh: '你是多伦多大学在读学生，校区、专业不限，本科生与研究生均可。',
    },
    {
      en: 'You are curious about Chinese culture. You do not need to speak Chinese or have performed before.',
      zh: '你对中华文化充满好奇。不要求会说中文，也不要求有演出经验。',
    },
    {
      en: 'You can give about three to five hours a week during term, including a department meeting every other week.',
      zh: '学期中每周能投入约三到五小时，包括每两周一次的部门例会。',
    },
    {
      en: 'You can stay with us for a full academic year, from September to April.',
      zh: '能够完整参与一个学年，即九月至次年四月。',
    },
    {
      en: 'You treat every member and guest with respect: everyone is welcome here.',
      zh: '尊重每一位社员和来宾：这里欢迎所有人。',
    },
  ],
  join: {
    open: true,
    closedMessage: {
      en: 'We are not taking applications right now. Follow us to hear when we open again.',
      zh: '目前暂不接受申请。关注我们，第一时间了解下次开放。',
    },
  },
  texts: {
    homeLead: {
      en: 'Music, ink, festivals and friendship: a home on campus for everyone curious about Chinese culture.',
      zh: '琴韵、墨香、节庆与友谊——为每一位对中华文化感兴趣的同学，在校园里安一个家。',
    },
    homeIntro: {
      en: [
        'We are students from every corner of the university. Some of us grew up with the guqin and Spring Festival dumplings; some heard their first pipa last week. What brings us together is the pleasure of sharing a culture that is three thousand years old and still being written.',
        'Through the year we run workshops, festival evenings, Qin Society sessions and career nights, and every winter we put on our New Year Concert, a tradition since 2007 that raises money for charity.',
      ],
      zh: [
        '我们来自多伦多大学的各个院系：有人从小听着古琴、吃着年夜饭的饺子长大，也有人上周才第一次听到琵琶。把我们聚在一起的，是分享一种延续三千年、至今仍在书写的文化的快乐。',
        '一年之中，我们举办工作坊、节庆之夜、古琴社雅集和职业发展活动；每年冬天，我们都会登台举办新年音乐会——这项始于 2007 年的传统，也一直在为慈善事业募集善款。',
      ],
    },
    aboutLead: {
      en: 'A student society that keeps Chinese music, art and festivals alive on campus by practising them, side by side.',
      zh: '一个学生社团：在校园里亲手弹奏、书写、庆祝，让中国的音乐、艺术与节庆延续下去。',
    },
    aboutStory: {
      en: [
        'The Chinese Culture Society began with a handful of students who missed the music they grew up with and the festivals they used to share with their families. They borrowed a practice room in Hart House, brought a guqin and two erhus, and invited anyone who wanted to listen.',
        'In 2007 the group put on its first New Year Concert. It has come back every winter since, and together its audiences have given over 110,000 CAD to charity.',
        'Today the society is run by students in five departments and an elected executive committee. Our members study engineering and music, medicine and history. Some were born in Shanghai or Guangzhou, others in Toronto, Seoul or São Paulo, and many wrote their first Chinese characters with us.',
      ],
      zh: [
        '中华文化学生会起源于几位想念家乡音乐和节日团聚的同学。他们在哈特楼借了一间练习室，带来一张古琴和两把二胡，邀请任何愿意来听的人。',
        '2007 年，这群同学举办了第一届新年音乐会。此后每年冬天，音乐会都如期而至；观众们的支持累计为慈善事业捐出了超过 110,000 加元。',
        '如今，社团由五个部门和选举产生的执行委员会共同运营。社员们有的读工程，有的读音乐，有的学医学，有的学历史；有人生在上海或广州，也有人生在多伦多、首尔或圣保罗，许多人在这里写下了自己的第一个汉字。',
      ],
    },
  },
};

/** Its Chinese side in Traditional, stored as `site_content.content_zh_hant`. */
export const siteContentSeedZhHant = {
  name: {
    en: 'Chinese Culture Society',
    zh: '中華文化學生會',
  },
  university: {
    en: 'University of Toronto',
    zh: '多倫多大學',
  },
  address: {
    en: ['Hart House', '7 Hart House Circle', 'Toronto, ON M5S 3H3', 'Canada'],
    zh: ['加拿大', '安大略省多倫多市', 'Hart House Circle 7 號', '哈特樓（Hart House）', '郵編 M5S 3H3'],
  },
  postalAddress: {
    streetAddress: '7 Hart House Circle',
    addressLocality: 'Toronto',
    addressRegion: 'ON',
    postalCode: 'M5S 3H3',
    addressCountry: 'CA',
  },
  email: 'contact@uoftccs.ca',
  social: [
    {
      id: 'instagram',
      name: {
        en: 'Instagram',
        zh: 'Instagram',
      },
      url: 'https://www.instagram.com/uoftccs/',
    },
    {
      id: 'bilibili',
      name: {
        en: 'Bilibili',
        zh: '嗶哩嗶哩',
      },
      url: 'https://search.bilibili.com/all?keyword=%E4%B8%AD%E5%8D%8E%E6%96%87%E5%8C%96%E5%AD%A6%E7%94%9F%E4%BC%9A',
    },
    {
      id: 'linkedin',
      name: {
        en: 'LinkedIn',
        zh: '領英',
      },
      url: 'https://www.linkedin.com/company/uoftccs/',
    },
  ],
  wechat: {
    searchName: '中华文化学生会',
  },
  charity: {
    amount: 110000,
    currency: 'CAD',
    asOf: '2026-04-30',
  },
  concert: {
    startYear: 2007,
  },
  departments: [
    {
      id: 'arts',
      name: {
        en: 'Arts',
        zh: '藝術部',
      },
      summary: {
        en: 'Music, ink and the stage. The Arts department rehearses the New Year Concert, runs workshops and keeps our instruments and brushes busy all year.',
        zh: '琴聲、墨香與舞臺。藝術部負責新年音樂會的排練，組織各類工作坊，讓樂器和毛筆全年都不閒著。',
      },
      groups: [
        {
          name: {
            en: 'Qin Society',
            zh: '古琴社',
          },
          description: {
            en: 'Guqin sessions for beginners and seasoned players alike.',
            zh: '古琴雅集，零基礎與老琴友同樣歡迎。',
          },
        },
        {
          name: {
            en: 'Calligraphy & Painting',
            zh: '書畫社',
          },
          description: {
            en: 'Brush calligraphy, ink-wash painting and seal carving.',
            zh: '毛筆書法、水墨畫與篆刻。',
          },
        },
        {
          name: {
            en: 'Choir',
            zh: '合唱團',
          },
          description: {
            en: 'Songs in Mandarin and Cantonese, old and new, for the concert stage.',
            zh: '普通話與粵語歌曲，古今皆唱，為音樂會舞臺而練。',
          },
        },
        {
          name: {
            en: 'Chinese Ensemble',
            zh: '民樂團',
          },
          description: {
            en: 'Pipa, erhu, dizi and guzheng playing together.',
            zh: '琵琶、二胡、笛子與古箏的合奏。',
          },
        },
      ],
    },
    {
      id: 'career',
      name: {
        en: 'Career',
        zh: '職業發展部',
      },
      summary: {
        en: 'Connects members with alumni and employers, from a first résumé to a first job in Canada or abroad.',
        zh: '連線社員與校友和僱主，從第一份簡歷到在加拿大或海外的第一份工作。',
      },
      groups: [
        {
          name: {
            en: 'Alumni Mentoring',
            zh: '校友導師計劃',
          },
          description: {
            en: 'One-to-one mentoring with graduates across many fields.',
            zh: '與各行各業的畢業校友一對一交流。',
          },
        },
        {
          name: {
            en: 'Industry Nights',
            zh: '行業之夜',
          },
          description: {
            en: 'Panels and small-group conversations with professionals.',
            zh: '職業人士的圓桌分享與小組交流。',
          },
        },
      ],
    },
    {
      id: 'operation',
      name: {
        en: 'Operation',
        zh: '營運部',
      },
      summary: {
        en: 'Turns plans into evenings that run on time: rooms, schedules, budgets and the people behind every event.',
        zh: '把計劃變成準時開場的活動：場地、日程、預算，以及每場活動背後的人手安排。',
      },
      groups: [
        {
          name: {
            en: 'Events Logistics',
            zh: '活動統籌',
          },
          description: {
            en: 'Venues, volunteers, run sheets and everything on the day.',
            zh: '場地、志願者、流程表，以及活動當天的一切。',
          },
        },
        {
          name: {
            en: 'Finance',
            zh: '財務',
          },
          description: {
            en: 'Budgets, sponsorship accounts and the concert’s charity giving.',
            zh: '預算、贊助帳目與音樂會的慈善捐款。',
          },
        },
      ],
    },
    {
      id: 'support',
      name: {
        en: 'Support',
        zh: '支援部',
      },
      summary: {
        en: 'Gives the society its look and its tools: posters, programmes, photos, video and this website.',
        zh: '為社團提供形象與工具：海報、節目單、攝影、影片，還有這個網站。',
      },
      groups: [
        {
          name: {
            en: 'Design',
            zh: '設計',
          },
          description: {
            en: 'Posters, concert programmes and visual identity.',
            zh: '海報、音樂會節目單與視覺形象。',
          },
        },
        {
          name: {
            en: 'Web & Media',
            zh: '網路與媒體',
          },
          description: {
            en: 'The website, photography, video and recordings.',
            zh: '網站、攝影、影片與錄音。',
          },
        },
      ],
    },
    {
      id: 'engagement',
      name: {
        en: 'Engagement',
        zh: '外聯部',
      },
      summary: {
        en: 'Brings new people in and keeps friends close: clubs fair, partner societies, sponsors and our channels.',
        zh: '迎來新朋友，聯絡老朋友：社團招新、合作社團、贊助商與各個宣傳渠道。',
      },
      groups: [
        {
          name: {
            en: 'Outreach',
            zh: '校園推廣',
          },
          description: {
            en: 'Clubs fairs, orientation and campus-wide promotion.',
            zh: '社團招新日、迎新周與全校宣傳。',
          },
        },
        {
          name: {
            en: 'Partnerships',
            zh: '合作夥伴',
          },
          description: {
            en: 'Joint events with other societies and our sponsors.',
            zh: '與其他社團及贊助商的合作活動。',
          },
        },
        {
          name: {
            en: 'Social Media',
            zh: '新媒體',
          },
          description: {
            en: 'Instagram, Bilibili, LinkedIn and our WeChat account.',
            zh: 'Instagram、嗶哩嗶哩、領英與微信公眾號。',
          },
        },
      ],
    },
    {
      id: 'executive_committee',
      name: {
        en: 'Executive Committee',
        zh: '執行委員會',
      },
      summary: {
        en: 'Elected each spring at the annual general meeting, the committee leads the society and speaks for it on campus.',
        zh: '每年春季在全體大會上選舉產生，負責帶領社團，並在校園中代表社團發聲。',
      },
      groups: [
        {
          name: {
            en: 'President and Vice-Presidents',
            zh: '會長與副會長',
          },
          description: {
            en: 'Set the year’s direction and support every department.',
            zh: '確定一年的方向，支持每一個部門。',
          },
        },
        {
          name: {
            en: 'Secretary and Treasurer',
            zh: '秘書長與財務總監',
          },
          description: {
            en: 'Keep the records, the accounts and the society’s good standing.',
            zh: '負責會議記錄、帳目，以及社團在學校的合規註冊。',
          },
        },
      ],
    },
  ],
  requirements: [
    {
      en: 'You are a current University of Toronto student on any campus, in any programme, undergraduate or graduate.',
      zh: '你是多倫多大學在讀學生，校區、專業不限，本科生與研究生均可。',
    },
    {
      en: 'You are curious about Chinese culture. You do not need to speak Chinese or have performed before.',
      zh: '你對中華文化充滿好奇。不要求會說中文，也不要求有演出經驗。',
    },
    {
      en: 'You can give about three to five hours a week during term, including a department meeting every other week.',
      zh: '學期中每週能投入約三到五小時，包括每兩週一次的部門例會。',
    },
    {
      en: 'You can stay with us for a full academic year, from September to April.',
      zh: '能夠完整參與一個學年，即九月至次年四月。',
    },
    {
      en: 'You treat every member and guest with respect: everyone is welcome here.',
      zh: '尊重每一位社員和來賓：這裡歡迎所有人。',
    },
  ],
  join: {
    open: true,
    closedMessage: {
      en: 'We are not taking applications right now. Follow us to hear when we open again.',
      zh: '目前暫不接受申請。關注我們，第一時間瞭解下次開放。',
    },
  },
  texts: {
    homeLead: {
      en: 'Music, ink, festivals and friendship: a home on campus for everyone curious about Chinese culture.',
      zh: '琴韻、墨香、節慶與友誼——為每一位對中華文化感興趣的同學，在校園裡安一個家。',
    },
    homeIntro: {
      en: [
        'We are students from every corner of the university. Some of us grew up with the guqin and Spring Festival dumplings; some heard their first pipa last week. What brings us together is the pleasure of sharing a culture that is three thousand years old and still being written.',
        'Through the year we run workshops, festival evenings, Qin Society sessions and career nights, and every winter we put on our New Year Concert, a tradition since 2007 that raises money for charity.',
      ],
      zh: [
        '我們來自多倫多大學的各個院系：有人從小聽著古琴、吃著年夜飯的餃子長大，也有人上週才第一次聽到琵琶。把我們聚在一起的，是分享一種延續三千年、至今仍在書寫的文化的快樂。',
        '一年之中，我們舉辦工作坊、節慶之夜、古琴社雅集和職業發展活動；每年冬天，我們都會登臺舉辦新年音樂會——這項始於 2007 年的傳統，也一直在為慈善事業募集善款。',
      ],
    },
    aboutLead: {
      en: 'A student society that keeps Chinese music, art and festivals alive on campus by practising them, side by side.',
      zh: '一個學生社團：在校園裡親手彈奏、書寫、慶祝，讓中國的音樂、藝術與節慶延續下去。',
    },
    aboutStory: {
      en: [
        'The Chinese Culture Society began with a handful of students who missed the music they grew up with and the festivals they used to share with their families. They borrowed a practice room in Hart House, brought a guqin and two erhus, and invited anyone who wanted to listen.',
        'In 2007 the group put on its first New Year Concert. It has come back every winter since, and together its audiences have given over 110,000 CAD to charity.',
        'Today the society is run by students in five departments and an elected executive committee. Our members study engineering and music, medicine and history. Some were born in Shanghai or Guangzhou, others in Toronto, Seoul or São Paulo, and many wrote their first Chinese characters with us.',
      ],
      zh: [
        '中華文化學生會起源於幾位想念家鄉音樂和節日團聚的同學。他們在哈特樓借了一間練習室，帶來一張古琴和兩把二胡，邀請任何願意來聽的人。',
        '2007 年，這群同學舉辦了第一屆新年音樂會。此後每年冬天，音樂會都如期而至；觀眾們的支持累計為慈善事業捐出了超過 110,000 加元。',
        '如今，社團由五個部門和選舉產生的執行委員會共同營運。社員們有的讀工程，有的讀音樂，有的學醫學，有的學歷史；有人生在上海或廣州，也有人生在多倫多、首爾或聖保羅，許多人在這裡寫下了自己的第一個漢字。',
      ],
    },
  },
};
