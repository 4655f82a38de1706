// Where OpenCC's Taiwan phrase conversion (cn → twp) picks a word our readers would not use
// (docs/decisions/035): applied to its output, longest first. Keep it short: each entry is a
// reading of a real screen, mail or message.
export const traditionalOverrides: ReadonlyArray<readonly [converted: string, wanted: string]> = [
  // 账户 → 賬戶 (mainland form); Taiwan and Hong Kong write 帳戶 / 帳號.
  ['賬戶', '帳戶'],
  ['賬號', '帳號'],
  // 退出登录 (sign out) comes out as 退出登入; 登出 is the word.
  ['退出登入', '登出'],
  // 邮箱 (an e-mail address) stays 郵箱, the mainland word; Taiwan writes 電子郵件 / 信箱.
  ['電子郵箱', '電子郵件'],
  ['郵箱', '信箱'],
  // OpenCC leaves 合作伙伴 (partners) as it is, though it writes 伙伴 as 夥伴 elsewhere.
  ['合作伙伴', '合作夥伴'],
];

/** Applies the overrides to converted text. */
export function applyTraditionalOverrides(text: string): string {
  let out = text;
  for (const [from, to] of [...traditionalOverrides].sort((a, b) => b[0].length - a[0].length)) out = out.split(from).join(to);
  return out;
}
