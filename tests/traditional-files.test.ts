// The Traditional texts of the interface are made by scripts/traditional.ts and checked in
// (docs/decisions/035): each file must be what the script makes now, so a Simplified text changed
// without `npm run i18n:traditional` fails here.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { convertCopySource, generate, root, simplifiedTextsIn, type Generated } from '../scripts/traditional.js';
import { loadTraditional } from '../server/lib/traditional.js';

let made: Generated;
beforeAll(async () => {
  made = await generate();
});

test('every generated file is what `npm run i18n:traditional` makes now', () => {
  expect([...made.files.keys()].sort()).toEqual(
    expect.arrayContaining([
      'client/src/i18n/zh-Hant.ts',
      'server/lib/messages.zh-Hant.ts',
      'shared/traditional-table.ts',
      'client/src/screens/home/home.copy.ts',
    ]),
  );
  const stale = [...made.files].filter(([file, text]) => fs.readFileSync(path.join(root, file), 'utf8') !== text).map(([file]) => file);
  expect(stale, 'run npm run i18n:traditional').toEqual([]);
});

test('the overrides applied to our texts, each one used', () => {
  expect(made.overridesApplied.map(({ from, to, texts }) => [from, to, texts > 0])).toEqual([
    ['賬', '帳', true],
    ['退出登入', '登出', true],
    ['電子郵箱', '電子郵件', true],
    ['郵箱', '信箱', true],
    ['合作伙伴', '合作夥伴', true],
    ['稽核', '審核', true],
    ['型別', '類型', true],
    ['許可權', '權限', true],
    ['微訊號', '微信號', true],
    ['下劃線', '底線', true],
    ['社交媒體', '社群媒體', true],
    ['新標籤頁', '新分頁', true],
    ['無響應', '無回應', true],
    ['搜索', '搜尋', true],
    ['運營', '營運', true],
    ['嚐試', '嘗試', true],
    ['重置', '重設', true],
    ['聯系', '聯絡', true],
    ['新增到日曆', '加入行事曆', true],
    ['新增到', '加入', true],
    ['通過“', '透過“', true],
    ['通過郵箱', '透過郵箱', true],
    ['通過電子郵件', '透過電子郵件', true],
    ['通過網址', '透過網址', true],
    ['通過你的通行金鑰', '透過你的通行金鑰', true],
    ['超時', '逾時', true],
    ['身份', '身分', true],
    ['裝置都會退出', '裝置都會登出', true],
    ['裝置都已退出', '裝置都已登出', true],
    ['裝置均已退出', '裝置均已登出', true],
    ['請先退出', '請先登出', true],
    ['請將其退出', '請將其登出', true],
    ['正在退出', '正在登出', true],
    ['退出其他', '登出其他', true],
    ['退出所有裝置', '登出所有裝置', true],
    ['需要退出的', '需要登出的', true],
    ['已被退出', '已被登出', true],
    ['們的支援', '們的支持', true],
    ['支援每一個', '支持每一個', true],
    ['釋出', '發布', true],
    ['“', '「', true],
    ['”', '」', true],
  ]);
});

test('a copy’s Traditional side is the converted source of its Simplified side, made again when one exists', async () => {
  const convert = await loadTraditional();
  const source =
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a copy file, whose template literals are what is converted
    "export const c = defineCopy(\n  { a: 'Sign out', b: (n: number) => `${n} accounts` },\n  { a: '退出登录', b: (n: number) => `${n} 个账户` },\n);\n";
  const once = convertCopySource(source, convert);
  expect(once).toBe(
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a copy file, whose template literals are what is converted
    "export const c = defineCopy(\n  { a: 'Sign out', b: (n: number) => `${n} accounts` },\n  { a: '退出登录', b: (n: number) => `${n} 个账户` },\n  { a: '登出', b: (n: number) => `${n} 個帳戶` },\n);\n",
  );
  expect(convertCopySource(once, convert)).toBe(once);
  expect(convertCopySource(once.replace("'登出'", "'改过'"), convert)).toBe(once);
});

test('the texts behind hant(): zh of { en, zh } pairs and of l(en, zh), strings, templates and lines', () => {
  const source =
    "const a = { en: 'A', zh: '团队' };\nconst b = l('B', '活动');\nconst c = { en: ['x'], zh: ['加拿大', `邮编`] };\nconst d = { zh: '无英文' };\nconst e = { en: 'E', zh: 'English only' };\nconst f = { en: 'F', zh: '简体', 'zh-Hant': '繁體' };";
  expect(simplifiedTextsIn(source)).toEqual(['团队', '活动', '加拿大', '邮编']);
});

test('the generated dictionaries hold no Simplified character: each converts to itself', async () => {
  const convert = await loadTraditional();
  const { zhHant } = await import('../client/src/i18n/zh-Hant.js');
  const { zhHant: messages } = await import('../server/lib/messages.zh-Hant.js');
  const { traditionalTable } = await import('../shared/traditional-table.js');
  const characters = new Set([...Object.values(zhHant), ...Object.values(messages), ...Object.values(traditionalTable)].join(''));
  expect([...characters].filter((character) => convert(character) !== character)).toEqual([]);
});
