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
    'validation.titleRequired': 'Please give the event a title in English or Chinese.',
    'validation.titleTooLong': 'Please keep the title under 200 characters.',
    'validation.summaryTooLong': 'Please keep the summary under 500 characters.',
    'validation.descriptionTooLong': 'Please keep the description under 10,000 characters.',
    'validation.locationTooLong': 'Please keep the location under 200 characters.',
    'validation.dateTime': 'Please enter a date and time.',
    'validation.endBeforeStart': 'The end cannot be before the start.',
    'validation.timeZone': 'Please choose a time zone such as America/Toronto.',
    'validation.url': 'Please enter a web address starting with http:// or https://.',
    'validation.imageUrl': 'Please upload an image or enter a web address starting with https://.',
    'validation.page': 'The page must be a whole number from 1.',
    'validation.pageSize': 'The page size must be a whole number from 1 to 100.',
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
    'validation.titleRequired': '请为活动填写中文或英文标题。',
    'validation.titleTooLong': '标题请不要超过 200 个字符。',
    'validation.summaryTooLong': '简介请不要超过 500 个字符。',
    'validation.descriptionTooLong': '详细介绍请不要超过 10,000 个字符。',
    'validation.locationTooLong': '地点请不要超过 200 个字符。',
    'validation.dateTime': '请输入日期和时间。',
    'validation.endBeforeStart': '结束时间不能早于开始时间。',
    'validation.timeZone': '请选择时区，例如 America/Toronto。',
    'validation.url': '请输入以 http:// 或 https:// 开头的网址。',
    'validation.imageUrl': '请上传图片，或输入以 https:// 开头的图片网址。',
    'validation.page': '页码必须是从 1 开始的整数。',
    'validation.pageSize': '每页条数必须是 1 到 100 之间的整数。',
  },
} as const satisfies Record<'en' | 'zh', Record<`validation.${string}`, string>>;

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];
// The Chinese table has exactly the English keys.
const _sameKeys: Record<ValidationMessageKey, string> = validationMessages.zh;
void _sameKeys;
