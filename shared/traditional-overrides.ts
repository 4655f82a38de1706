// Where OpenCC's Taiwan phrase conversion (cn → twp) picks a word our readers would not use
// (docs/decisions/035): applied to its output, longest first. Keep it short: each entry is a
// reading of a real screen, mail or message, and right in any context (staff-written content goes
// through it too). To add one: a pair with its reason, `npm run i18n:traditional`, and the list in
// tests/traditional-files.test.ts.
export const traditionalOverrides: ReadonlyArray<readonly [converted: string, wanted: string]> = [
  // 账户, 账号, 账目 → 賬 (the mainland form); Taiwan and Hong Kong write 帳戶, 帳號, 帳目.
  ['賬', '帳'],
  // 退出登录 (sign out) comes out as 退出登入; 登出 is the word.
  ['退出登入', '登出'],
  // 邮箱 (an e-mail address) stays 郵箱, the mainland word; Taiwan writes 電子郵件 / 信箱.
  ['電子郵箱', '電子郵件'],
  ['郵箱', '信箱'],
  // OpenCC leaves 合作伙伴 (partners) as it is, though it writes 伙伴 as 夥伴 elsewhere.
  ['合作伙伴', '合作夥伴'],
  // OpenCC's software vocabulary where our sense is the everyday one: 审核 (a review) is not
  // 稽核 (an audit), 类型 (a kind) not 型別 (a data type), 权限 (permissions) not 許可權.
  ['稽核', '審核'],
  ['型別', '類型'],
  ['許可權', '權限'],
  // 微信号 (a WeChat ID) read as 微 + 信号 (signal).
  ['微訊號', '微信號'],
  // Taiwan's words: 底線 (underscore), 社群媒體 (social media), 新分頁 (a new tab), 無回應
  // (no response), 搜尋 (search), 營運 (operations); 嘗試 is the standard form of 嚐試.
  ['下劃線', '底線'],
  ['社交媒體', '社群媒體'],
  ['新標籤頁', '新分頁'],
  ['無響應', '無回應'],
  ['搜索', '搜尋'],
  ['運營', '營運'],
  ['嚐試', '嘗試'],
  // Taiwan's words for what these screens and mails say (issue 34): 重設 (reset: 重設密碼, 重設兩步
  // 登入), 聯絡 (OpenCC writes 并联系 as 並聯 + 系, "in parallel"), 加入 (add to; 加入行事曆 for a
  // calendar file, as Apple and Outlook name the app), 透過 where 通過 means "by means of" (通過
  // stays where it means "approved").
  ['重置', '重設'],
  ['聯系', '聯絡'],
  ['新增到日曆', '加入行事曆'],
  ['新增到', '加入'],
  ['通過“', '透過“'],
  ['通過郵箱', '透過郵箱'],
  ['通過電子郵件', '透過電子郵件'],
  ['通過網址', '透過網址'],
  ['通過你的通行金鑰', '透過你的通行金鑰'],
  // 逾時 (timed out) and 身分 (identity, the Ministry of Education's form; 身份驗證器, an
  // authenticator app).
  ['超時', '逾時'],
  ['身份', '身分'],
  // 退出 where it means signing out: 登出 (the phrases our texts use; 退出 for leaving something
  // stays).
  ['裝置都會退出', '裝置都會登出'],
  ['裝置都已退出', '裝置都已登出'],
  ['裝置均已退出', '裝置均已登出'],
  ['請先退出', '請先登出'],
  ['請將其退出', '請將其登出'],
  ['正在退出', '正在登出'],
  ['退出其他', '登出其他'],
  ['退出所有裝置', '登出所有裝置'],
  ['需要退出的', '需要登出的'],
  ['已被退出', '已被登出'],
  // 支持 (backing) made 支援, which in Taiwan is assistance or backup (the about page's "supports
  // every department", the audience's support of the concert); 支援部 (a support department) stays.
  ['們的支援', '們的支持'],
  ['支援每一個', '支持每一個'],
  // OpenCC's software vocabulary again: 发布 (publishing an article, a notice) becomes 釋出 (a
  // software release); Taiwan publishes with 發布.
  ['釋出', '發布'],
  // Quotation marks: Taiwan quotes with corner brackets, 「…」 (the Ministry of Education's
  // punctuation guide), where Simplified writes “…”. Single quotes stay as they are: ’ is also the
  // apostrophe of English words in Chinese text.
  ['“', '「'],
  ['”', '」'],
];

/** Applies the overrides to converted text. */
export function applyTraditionalOverrides(text: string): string {
  let out = text;
  for (const [from, to] of [...traditionalOverrides].sort((a, b) => b[0].length - a[0].length)) out = out.split(from).join(to);
  return out;
}
