// What Traditional readers read (issue 34, item 13): every Traditional text the project shows (the
// interface's table, the server's messages, each screen's copy, the texts behind hant(), and the
// mails, converted from their Simplified templates as they are sent) is checked against the
// mainland words Taiwan writes differently, so a new Simplified text cannot bring one back
// through the converter. And no heading ends with a full stop, in either script.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { chineseLiteralsIn, copyFiles, mailTemplateFiles, root } from '../scripts/traditional.js';
import { loadTraditional } from '../server/lib/traditional.js';

/**
 * Mainland usages and Taiwan's word for each, as our texts would say them. Only forms that are
 * wrong in Taiwan in every sense our texts could mean: 通過 stays where it means "approved" (審核
 * 通過) and is caught only before what it would be the means of; 退出 is caught everywhere,
 * since the interface uses it for nothing but signing out; 日曆 stays (Google 日曆 is the app's
 * name in Taiwan), 支援 stays (a support department, 技術支援).
 */
const mainlandUsages: ReadonlyArray<readonly [mainland: RegExp, taiwan: string]> = [
  [/聯系/, '聯絡 / 聯繫'],
  [/通過(?=[“”「」]|郵箱|信箱|電子郵件|網址|連結|驗證碼|你的通行金鑰)/, '透過 (by means of)'],
  [/重置/, '重設'],
  [/退出/, '登出 (sign out)'],
  [/谷歌/, 'Google'],
  [/新增到/, '加入'],
  [/信息/, '資訊 / 訊息'],
  [/視頻/, '影片'],
  [/軟件/, '軟體'],
  [/默認/, '預設'],
  [/賬/, '帳 (帳戶, 帳號)'],
  [/質量/, '品質'],
  [/屏幕/, '螢幕'],
  [/鼠標/, '滑鼠'],
  [/網絡/, '網路'],
  [/郵箱/, '信箱 / 電子郵件'],
  [/用戶/, '使用者'],
  [/數據/, '資料'],
  [/服務器/, '伺服器'],
  [/菜單/, '選單'],
  [/鏈接/, '連結'],
  [/點擊/, '點選'],
  [/設置/, '設定'],
  [/登錄/, '登入'],
  [/激活/, '啟用'],
  [/短信/, '簡訊'],
  [/打印/, '列印'],
  [/界面/, '介面'],
  [/窗口/, '視窗'],
  [/緩存/, '快取'],
  [/在線/, '線上'],
  [/支援每一個|們的支援/, '支持 (backing)'],
  [/超時/, '逾時'],
  [/身份/, '身分'],
];

let texts: { where: string; text: string }[] = [];
beforeAll(async () => {
  const convert = await loadTraditional();
  const { zhHant } = await import('../client/src/i18n/zh-Hant.js');
  const { zhHant: messages } = await import('../server/lib/messages.zh-Hant.js');
  const { traditionalTable } = await import('../shared/traditional-table.js');
  const literalsOf = (file: string) =>
    chineseLiteralsIn(fs.readFileSync(file, 'utf8'), file).map((text) => ({ where: path.relative(root, file), text: convert(text) }));
  texts = [
    ...Object.entries(zhHant).map(([key, text]) => ({ where: `client/src/i18n/zh-Hant.ts ${key}`, text })),
    ...Object.entries(messages).map(([key, text]) => ({ where: `server/lib/messages.zh-Hant.ts ${key}`, text })),
    ...Object.values(traditionalTable).map((text) => ({ where: 'shared/traditional-table.ts', text })),
    // A copy file's Traditional side is its Simplified side converted; a mail's, its template's.
    ...copyFiles().flatMap(literalsOf),
    ...mailTemplateFiles().flatMap(literalsOf),
  ];
});

describe('Traditional texts in Taiwan’s words', () => {
  test('the texts read are the whole of them: the tables, the copy of every screen, every mail', () => {
    const where = new Set(texts.map((t) => t.where.split(' ')[0]));
    for (const file of [
      'client/src/i18n/zh-Hant.ts',
      'server/lib/messages.zh-Hant.ts',
      'shared/traditional-table.ts',
      'client/src/screens/event/event.copy.ts',
      'server/modules/auth/auth.mail.words.ts',
      'server/modules/registrations/registrations.mail.words.ts',
      'server/modules/terms/terms.mail.words.ts',
    ]) {
      expect(where.has(file), file).toBe(true);
    }
    expect(texts.length).toBeGreaterThan(1500);
  });

  test('no mainland usage Taiwan writes differently', () => {
    const found = texts.flatMap(({ where, text }) =>
      mainlandUsages
        .filter(([mainland]) => mainland.test(text))
        .map(([mainland, taiwan]) => `${where}: ${mainland.source} (${taiwan}) in “${text}”`),
    );
    expect(found).toEqual([]);
  });

  test('the words of the issue, as Taiwan writes them', () => {
    const all = texts.map((t) => t.text).join('\n');
    for (const wanted of [
      '並聯絡管理員',
      '透過信箱驗證碼重設',
      '裝置都已登出',
      '在 Google 地圖中檢視',
      '加入 Google 日曆',
      '加入行事曆（.ics）',
      '支持每一個部門',
      '以文會友',
    ]) {
      expect(all, wanted).toContain(wanted);
    }
  });

  test('the list catches what it names', () => {
    for (const [sample, caught] of [
      ['並聯系管理員', true],
      ['請通過「修改密碼」', true],
      ['審核通過', false],
      ['所有裝置都已退出', true],
      ['新增到谷歌日曆', true],
      ['Google 日曆', false],
    ] as const) {
      expect(
        mainlandUsages.some(([mainland]) => mainland.test(sample)),
        sample,
      ).toBe(caught);
    }
  });
});

describe('headings', () => {
  /** Every text under a key or property named like a heading (…title, …heading), with a function called on sample values. */
  function headingTexts(value: unknown, name: string, into: string[] = []): string[] {
    const isHeading = /(title|heading)$/i.test(name) && !/hint|about|label/i.test(name);
    if (typeof value === 'string' && isHeading) into.push(value);
    else if (typeof value === 'function' && isHeading) into.push(String((value as (...a: unknown[]) => unknown)(1, 1, 1)));
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) headingTexts(inner, Array.isArray(value) ? name : key, into);
    return into;
  }

  test('no heading text of the interface or a screen’s copy ends in 。, in Simplified or Traditional', async () => {
    const { zh } = await import('../client/src/i18n/zh.js');
    const { zhHant } = await import('../client/src/i18n/zh-Hant.js');
    const headings: string[] = [];
    for (const table of [zh, zhHant])
      for (const [key, text] of Object.entries(table))
        if (/(title|heading)$/i.test(key) && !/hint|about|label/i.test(key)) headings.push(`${key}: ${text}`);
    for (const file of copyFiles()) {
      const module = (await import(file)) as Record<string, unknown>;
      for (const copy of Object.values(module)) {
        if (!copy || typeof copy !== 'object' || !('zh' in copy) || !('zh-Hant' in copy)) continue;
        for (const side of ['zh', 'zh-Hant'] as const)
          headings.push(
            ...headingTexts((copy as Record<string, unknown>)[side], '').map((text) => `${path.relative(root, file)} ${side}: ${text}`),
          );
      }
    }
    expect(headings.length).toBeGreaterThan(100);
    expect(headings.filter((text) => /。\s*$/.test(text))).toEqual([]);
  });
});
