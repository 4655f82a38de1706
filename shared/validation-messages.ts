// The messages behind the keys that shared zod schemas use, in both languages. The server
// answers with them and the client's forms show them: one wording for both.
export const validationMessages = {
  en: {
    'validation.required': 'Please fill in this field.',
    'validation.email': 'Please enter a valid e-mail address, like name@mail.utoronto.ca.',
    'validation.group': 'Please choose the group you are interested in.',
    'validation.nameTooLong': 'Please keep your name under 100 characters.',
    'validation.messageTooLong': 'Please keep your message under 2,000 characters.',
    'validation.invalid': 'This value is not valid.',
    'validation.eventStatus': 'Status must be one of upcoming, ongoing or past.',
    'validation.passwordTooShort': 'The password must be at least 6 characters.',
    'validation.passwordTooLong': 'The password must be at most 256 characters.',
    'validation.passwordUnchanged': 'The new password must differ from the current one.',
    'validation.code': 'The code is the 6 digits from the e-mail.',
  },
  zh: {
    'validation.required': '请填写此项。',
    'validation.email': '请输入有效的电子邮箱地址，例如 name@mail.utoronto.ca。',
    'validation.group': '请选择你感兴趣的部门。',
    'validation.nameTooLong': '姓名请不要超过 100 个字符。',
    'validation.messageTooLong': '留言请不要超过 2,000 个字符。',
    'validation.invalid': '此项内容无效。',
    'validation.eventStatus': '状态必须是 upcoming（即将举行）、ongoing（进行中）或 past（已结束）之一。',
    'validation.passwordTooShort': '密码至少需要 6 个字符。',
    'validation.passwordTooLong': '密码最多 256 个字符。',
    'validation.passwordUnchanged': '新密码不能与当前密码相同。',
    'validation.code': '验证码是邮件中的 6 位数字。',
  },
} as const satisfies Record<'en' | 'zh', Record<`validation.${string}`, string>>;

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];
// The Chinese table has exactly the English keys.
const _sameKeys: Record<ValidationMessageKey, string> = validationMessages.zh;
void _sameKeys;
