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
    ['重置密碼', '重設密碼'],
    ['並聯系管理員', '並聯絡管理員'],
    ['新增到日曆（.ics）', '加入行事曆（.ics）'],
    ['新增到 Google 日曆', '加入 Google 日曆'],
    ['剛剛通過郵箱驗證碼重置', '剛剛透過信箱驗證碼重設'],
    ['在兩週內通過電子郵件回覆', '在兩週內透過電子郵件回覆'],
    ['（通過網址新增）', '（透過網址新增）'],
    ['已通過你的通行金鑰開啟', '已透過你的通行金鑰開啟'],
    ['請通過“修改密碼”', '請透過「修改密碼」'],
    ['審核通過', '審核通過'],
    ['請求超時', '請求逾時'],
    ['身份驗證器應用', '身分驗證器應用'],
    ['所有裝置都會退出', '所有裝置都會登出'],
    ['所有已登入的裝置都已退出', '所有已登入的裝置都已登出'],
    ['所有裝置均已退出', '所有裝置均已登出'],
    ['請先退出，然後', '請先登出，然後'],
    ['請將其退出', '請將其登出'],
    ['正在退出…', '正在登出…'],
    ['已退出其他 3 個', '已登出其他 3 個'],
    ['退出所有裝置', '登出所有裝置'],
    ['沒有其他需要退出的登入會話', '沒有其他需要登出的登入會話'],
    ['登入會話已被退出', '登入會話已被登出'],
    ['退出社團', '退出社團'],
    ['觀眾們的支援', '觀眾們的支持'],
    ['支援每一個部門', '支持每一個部門'],
    ['支援部', '支援部'],
  ];
  for (const [converted, wanted] of cases) expect(applyTraditionalOverrides(converted), converted).toBe(wanted);
});

test('Taiwan’s corner brackets for double quotation marks; single quotes and apostrophes stay', () => {
  expect(applyTraditionalOverrides('請在微信中搜尋“中華文化學生會”')).toBe('請在微信中搜尋「中華文化學生會」');
  expect(applyTraditionalOverrides('Women’s ‘Qin’ 雅集')).toBe('Women’s ‘Qin’ 雅集');
  expect(applyTraditionalOverrides('')).toBe('');
});
