import { expect, test } from 'vitest';
import { applyTraditionalOverrides } from './traditional-overrides.js';

// What OpenCC's Taiwan conversion gives, and what our readers get (docs/decisions/035). Written
// out here rather than read from the list, so an entry emptied or changed fails.
test('each override turns OpenCC’s word into ours, the longer one first where one holds another', () => {
  const cases: Array<[converted: string, wanted: string]> = [
    ['賬戶', '帳戶'],
    ['退出登入', '登出'],
    ['請輸入電子郵箱或郵箱地址', '請輸入電子郵件或信箱地址'],
    ['合作伙伴', '合作夥伴'],
    ['稽核申請', '審核申請'],
    ['活動型別', '活動類型'],
    ['許可權', '權限'],
    ['微訊號', '微信號'],
    ['可以用下劃線', '可以用底線'],
    ['社交媒體', '社群媒體'],
    ['在新標籤頁開啟', '在新分頁開啟'],
    ['伺服器無響應', '伺服器無回應'],
    ['搜索活動', '搜尋活動'],
    ['社團運營', '社團營運'],
    ['請再嚐試', '請再嘗試'],
  ];
  for (const [converted, wanted] of cases) expect(applyTraditionalOverrides(converted), converted).toBe(wanted);
});

test('Taiwan’s corner brackets for double quotation marks; single quotes and apostrophes stay', () => {
  expect(applyTraditionalOverrides('請在微信中搜尋“中華文化學生會”')).toBe('請在微信中搜尋「中華文化學生會」');
  expect(applyTraditionalOverrides('Women’s ‘Qin’ 雅集')).toBe('Women’s ‘Qin’ 雅集');
  expect(applyTraditionalOverrides('')).toBe('');
});
