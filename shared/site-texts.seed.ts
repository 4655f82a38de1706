// The home and about pages' own words as a fresh install has them (issue 26): part of the seed
// record (site-content.seed.ts), and what those pages show until the record has come. Their own
// file, so the web app's first script does not carry them (they load with the pages' chunks).
import type { SiteContent } from './site-content.schema.js';

export const siteTextsSeed: SiteContent['texts'] = {
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
};
