// Every message the server sends a person, in every language (Traditional made from the Chinese). The Chinese table is typed by the
// English one, so a missing or extra key is a type error.
import type { Language } from '../../shared/constants.js';
import { maxInputSideValues, type MaxInputSide } from '../../shared/uploads.schema.js';
import { validationMessages } from '../../shared/validation-messages.js';
import './hant-table.js';
import { zhHant } from './messages.zh-Hant.js';

/** The refusal of an image above its pixel limit, one message per limit (shared/uploads.schema.ts). */
function pixelLimitMessages(words: (side: number, megapixels: number) => string) {
  return Object.fromEntries(
    maxInputSideValues.map((side) => [`upload.tooManyPixels.${side}`, words(side, (side * side) / 1_000_000)]),
  ) as Record<`upload.tooManyPixels.${MaxInputSide}`, string>;
}

const en = {
  ...validationMessages.en,
  'errors.badRequest': 'The request is not valid.',
  'errors.validation': 'Some fields are not valid.',
  'errors.inputNotObject':
    'Send the input as a JSON object: in the request body for POST, PUT and PATCH (and DELETE /api/admin/staff), in the query string otherwise.',
  'errors.unauthorized': 'Please sign in first.',
  'errors.forbidden': 'You do not have permission to do this.',
  'errors.inactive': 'Your account is not activated yet. Please contact an admin.',
  'errors.mfaSetupRequired':
    'Set up two-step sign-in first: admins and staff managers need it. Open your profile (/staff/profile) to set it up.',
  'errors.accountDeactivated':
    'An admin has deactivated your account, so you were signed out. Please contact an admin to have it activated again.',
  'errors.notFound': 'Not found.',
  'errors.apiNotFound': 'There is no API endpoint at this path.',
  'errors.methodNotAllowed': 'This method is not allowed here.',
  'errors.timeout': 'The request took too long to arrive. Please try again.',
  'errors.headersTooLarge': 'The request headers are too large.',
  'errors.uriTooLong': 'The request address is too long.',
  'errors.repeatedParameter': 'Give each query parameter only once.',
  'errors.tooDeep': 'The request body is nested too deeply.',
  'errors.batchTooLarge': 'Too many calls in one batch.',
  'errors.oneSignInPerBatch': 'Send one sign-in at a time.',
  'errors.conflict': 'This conflicts with existing data.',
  'errors.siteStale':
    'Someone else saved the site’s content after you opened it. Load their version, then make your changes again and save.',
  'errors.joinClosed': 'We are not taking applications right now. Please try again when the join form is open.',
  'errors.siteVersionRequired':
    'Say which version you edited: send the ETag of GET /api/admin/site in If-Match (or `version` in the input).',
  'errors.payloadTooLarge': 'The request is too large.',
  'errors.unsupportedMediaType': 'Send the request body as application/json.',
  'errors.encodedBody': 'Send the request body uncompressed (no Content-Encoding).',
  'errors.tooManyRequests': 'Too many requests. Please try again later.',
  'errors.unavailable': 'The service is temporarily unavailable. Please try again shortly.',
  'errors.internal': 'Something went wrong on our side. Please try again.',
  'errors.loginFailed': 'Login failed. Please check your credentials.',
  'errors.codeInvalid': 'The code is not correct. Please check it and try again.',
  'errors.codeExpired': 'This code has expired or was tried too many times. Please ask for a new one.',
  'errors.registrationDomain': 'Registration is limited to University of Toronto email.',
  'errors.emailRegistered': 'This email is already registered.',
  'errors.codeTooSoon': 'Please wait a minute before asking for another code.',
  'errors.codeTooMany': 'Too many codes for this address. Please try again in an hour.',
  'errors.tooManySignIns': 'Too many failed sign-ins. Please try again in 15 minutes.',
  'errors.currentPasswordWrong': 'The current password is not correct.',
  'errors.totpCodeWrong': 'The code is not correct (or was already used). Check your authenticator app and try again.',
  'errors.totpAlreadyOn': 'Two-step sign-in is already on for this account.',
  'errors.totpNotSetUp': 'Start the setup of two-step sign-in first.',
  'errors.totpNotOn': 'Two-step sign-in is not on for this account.',
  'errors.challengeExpired': 'This sign-in has expired or was tried too many times. Please sign in again.',
  'errors.passkeySignInFailed':
    'The passkey did not sign you in: it is not one of this site’s, or the request took too long. Try again, or sign in with your password.',
  'errors.passkeyAddFailed': 'The passkey could not be added: the request took too long or did not come from this site. Please try again.',
  'errors.passkeyExists': 'This passkey is already added.',
  'errors.passkeyLimit': 'An account can have at most 10 passkeys. Remove one before adding another.',
  'errors.passkeyNotFound': 'No such passkey on your account.',
  'errors.passkeyNone': 'This account has no passkey: use the code of your authenticator app or a recovery code.',
  'errors.signInSlowed':
    'Many wrong passwords were tried for this account from other places, so sign-ins from new places are slowed down. Please try again in a moment, or sign in with an e-mailed code or a passkey.',
  'errors.secondFactorNeeded': 'Your account has two-step sign-in: enter a code of your authenticator app or a recovery code to change it.',
  'errors.lastSecondFactorRequired':
    'Your account must keep two-step sign-in (an authenticator app or a passkey). Add another one before removing this one.',
  'errors.secondFactorResetOwn': 'Change your own two-step sign-in in the Security part of your profile.',
  'errors.crossOrigin': 'This request must come from the site itself.',
  'errors.eventNotFound': 'There is no such event; it may have been deleted.',
  'errors.registrationClosed': 'This event does not take registrations.',
  'errors.registrationDeadlinePassed': 'Registration for this event has closed: its deadline has passed.',
  'errors.eventStarted': 'This event has already started, so it takes no more registrations.',
  'errors.alreadyRegistered': 'This e-mail address is already registered for this event. The confirmation e-mail has a link to cancel it.',
  'errors.registrationNotFound': 'There is no such registration: it may have been cancelled with its event, or the link is incomplete.',
  'errors.guestNotFound': 'This event has no such registration.',
  'errors.tooManyRegistrations': 'Too many registrations from this address. Please try again in an hour.',
  'errors.applicationNotFound': 'There is no such application.',
  'errors.staffNotFound': 'There is no such staff account; it may have been deleted.',
  'errors.termNotFound': 'There is no such term. The terms are listed at /api/team/terms.',
  'errors.termExists': 'A term with this id or start date already exists.',
  'errors.termStartsTooEarly': 'The new term must start after the current term started.',
  'errors.termStartsInPast':
    'The new term’s first day cannot be in the past: choose today (to hand over now) or a later day (to prepare the handover for that day).',
  'errors.handoverNotPending': 'No handover is prepared.',
  'errors.handoverSelfLeaves': 'You cannot leave in your own handover: mark yourself as continuing.',
  'errors.handoverNotActive': 'Everyone who continues must be an active account; one of them is not (or no longer exists).',
  'errors.termMemberNotFound': 'This member is not in that past team; they may have been removed already.',
  'errors.sessionNotFound': 'There is no such session; it may have ended already.',
  'errors.usernameTaken': 'This username is already taken.',
  'errors.selfDelete': 'You cannot delete your own account.',
  'errors.selfDeactivate': 'You cannot deactivate your own account.',
  'errors.selfDemote': 'You cannot remove your own admin role.',
  'errors.selfRaise': 'You cannot give yourself more permissions.',
  'errors.selfPassword': 'Change your own password with your current one (Change password), not here.',
  'errors.lastAdmin': 'The last active admin cannot be deleted, deactivated or demoted.',
  'errors.adminOnlyRole': 'Only an admin can grant the admin role or change an admin account.',
  'errors.grantBeyondOwn': 'You can only grant permissions you hold yourself.',
  'errors.accountBeyondOwn': 'This account has permissions you do not hold. Please ask an admin.',
  'errors.profileNotFound': 'This account has not submitted a profile yet.',
  'errors.selfReview': 'You cannot review your own profile. Please ask another reviewer or an admin.',
  'errors.memberNotFound': 'There is no team member at this address.',
  // docs/product.md §8 gives the first two texts.
  'upload.invalidImage': 'Please select a valid image file.',
  'upload.tooLarge': 'File size is too large (max 5MB)',
  ...pixelLimitMessages(
    (side, megapixels) =>
      `This image is too large: at most ${side} × ${side} pixels (${megapixels} megapixels). Please choose a smaller image.`,
  ),
  'upload.noImage': 'Please select an image to upload (form field "image").',
  'upload.oneFile': 'Please upload one image at a time.',
  'upload.tooManyFields': 'The form has too many fields: send the image alone.',
  'upload.malformed': 'The upload could not be read. Please try again.',
  'upload.multipartOnly': 'Send the image as multipart/form-data, in the field "image".',
  'upload.noAvatar': 'Please select an image to upload (form field "avatar").',
  'upload.avatarMultipartOnly': 'Send the image as multipart/form-data, in the field "avatar".',
  'upload.tooMany': 'Too many uploads. Please try again in an hour.',
} as const;

export type MessageKey = keyof typeof en;
export const messageKeys = Object.keys(en) as MessageKey[];

const zh: Record<MessageKey, string> = {
  ...validationMessages.zh,
  'errors.badRequest': '请求无效。',
  'errors.validation': '部分字段无效。',
  'errors.inputNotObject':
    '请以 JSON 对象发送输入：POST、PUT、PATCH（以及 DELETE /api/admin/staff）放在请求体中，其他请求放在查询字符串中。',
  'errors.unauthorized': '请先登录。',
  'errors.forbidden': '你没有执行此操作的权限。',
  'errors.inactive': '你的账户尚未激活，请联系管理员。',
  'errors.mfaSetupRequired': '请先设置两步登录：管理员和员工管理者必须启用。请打开你的个人资料（/staff/profile）进行设置。',
  'errors.accountDeactivated': '管理员已停用你的账户，你已被登出。如需重新启用，请联系管理员。',
  'errors.notFound': '未找到。',
  'errors.apiNotFound': '此路径下没有 API 接口。',
  'errors.methodNotAllowed': '此处不允许该请求方法。',
  'errors.timeout': '请求发送时间过长，请重试。',
  'errors.headersTooLarge': '请求头过大。',
  'errors.uriTooLong': '请求地址过长。',
  'errors.repeatedParameter': '每个查询参数只能出现一次。',
  'errors.tooDeep': '请求内容嵌套层级过深。',
  'errors.batchTooLarge': '一次批量请求中的调用过多。',
  'errors.oneSignInPerBatch': '请一次只提交一个登录请求。',
  'errors.conflict': '与现有数据冲突。',
  'errors.siteStale': '在你打开之后，已有其他人保存了网站内容。请载入他们的版本，再重新修改并保存。',
  'errors.joinClosed': '目前暂不接受申请。请在申请表重新开放后再试。',
  'errors.siteVersionRequired':
    '请说明你编辑的是哪个版本：在 If-Match 中发送 GET /api/admin/site 返回的 ETag（或在输入中提供 `version`）。',
  'errors.payloadTooLarge': '请求内容过大。',
  'errors.unsupportedMediaType': '请以 application/json 格式发送请求内容。',
  'errors.encodedBody': '请发送未压缩的请求内容（不带 Content-Encoding）。',
  'errors.tooManyRequests': '请求过于频繁，请稍后再试。',
  'errors.unavailable': '服务暂时不可用，请稍后再试。',
  'errors.internal': '服务器出现问题，请稍后再试。',
  'errors.loginFailed': '登录失败，请检查你的用户名和密码。',
  'errors.codeInvalid': '验证码不正确，请核对后重试。',
  'errors.codeExpired': '验证码已过期或尝试次数过多，请重新获取。',
  'errors.registrationDomain': '仅限多伦多大学邮箱注册。',
  'errors.emailRegistered': '该邮箱已被注册。',
  'errors.codeTooSoon': '请稍等一分钟再获取新的验证码。',
  'errors.codeTooMany': '此邮箱的验证码请求过多，请一小时后再试。',
  'errors.tooManySignIns': '登录失败次数过多，请 15 分钟后再试。',
  'errors.currentPasswordWrong': '当前密码不正确。',
  'errors.totpCodeWrong': '验证码不正确（或已使用过）。请查看身份验证器应用后重试。',
  'errors.totpAlreadyOn': '此账号已开启两步登录。',
  'errors.totpNotSetUp': '请先开始设置两步登录。',
  'errors.totpNotOn': '此账号未开启两步登录。',
  'errors.challengeExpired': '本次登录已过期或尝试次数过多，请重新登录。',
  'errors.passkeySignInFailed': '通行密钥未能登录：它不属于本网站，或请求超时。请重试，或用密码登录。',
  'errors.passkeyAddFailed': '未能添加通行密钥：请求超时或并非来自本网站。请重试。',
  'errors.passkeyExists': '这个通行密钥已经添加过了。',
  'errors.passkeyLimit': '每个账户最多 10 个通行密钥。请先删除一个再添加。',
  'errors.passkeyNotFound': '你的账户没有这个通行密钥。',
  'errors.passkeyNone': '此账户没有通行密钥：请使用身份验证器应用的验证码或恢复码。',
  'errors.signInSlowed':
    '有人从其他地方多次用错误的密码尝试登录此账户，因此来自新地方的登录被放慢。请稍后再试，或用邮箱验证码或通行密钥登录。',
  'errors.secondFactorNeeded': '你的账户已开启两步登录：要更改它，请输入身份验证器应用的验证码或一个恢复码。',
  'errors.lastSecondFactorRequired': '你的账户必须保留两步登录（身份验证器应用或通行密钥）。请先添加另一种，再移除这一种。',
  'errors.secondFactorResetOwn': '请在个人资料的“安全”部分更改你自己的两步登录。',
  'errors.crossOrigin': '此请求必须来自本站。',
  'errors.eventNotFound': '该活动不存在，可能已被删除。',
  'errors.registrationClosed': '此活动不接受报名。',
  'errors.registrationDeadlinePassed': '此活动的报名已截止。',
  'errors.eventStarted': '此活动已经开始，不再接受报名。',
  'errors.alreadyRegistered': '此邮箱已报名此活动。报名确认邮件中有取消报名的链接。',
  'errors.registrationNotFound': '找不到此报名：它可能已随活动一起取消，或链接不完整。',
  'errors.guestNotFound': '此活动没有这条报名记录。',
  'errors.tooManyRegistrations': '此地址的报名次数过多，请一小时后再试。',
  'errors.applicationNotFound': '该申请不存在。',
  'errors.staffNotFound': '没有这个成员账户，它可能已被删除。',
  'errors.termNotFound': '没有这一届。所有届别见 /api/team/terms。',
  'errors.termExists': '已经有相同编号或开始日期的一届。',
  'errors.termStartsTooEarly': '新一届的开始日期必须晚于本届的开始日期。',
  'errors.termStartsInPast': '新一届的开始日期不能是过去的日子：选今天（立即换届）或以后的某一天（预先安排在那天换届）。',
  'errors.handoverNotPending': '没有预先安排的换届。',
  'errors.handoverSelfLeaves': '你不能在自己主持的换届中离任：请把自己标为留任。',
  'errors.handoverNotActive': '留任的人必须是已激活的账户；其中有一个不是（或已不存在）。',
  'errors.termMemberNotFound': '这位成员不在那一届的团队中，可能已被移除。',
  'errors.sessionNotFound': '没有这个会话，它可能已经结束。',
  'errors.usernameTaken': '该用户名已被使用。',
  'errors.selfDelete': '不能删除自己的账户。',
  'errors.selfDeactivate': '不能停用自己的账户。',
  'errors.selfDemote': '不能取消自己的管理员角色。',
  'errors.selfRaise': '不能为自己增加权限。',
  'errors.selfPassword': '请通过“修改密码”并输入当前密码来修改自己的密码，而不是在这里。',
  'errors.lastAdmin': '不能删除、停用或降级最后一位有效的管理员。',
  'errors.adminOnlyRole': '只有管理员才能授予管理员角色或修改管理员账户。',
  'errors.grantBeyondOwn': '只能授予你自己拥有的权限。',
  'errors.accountBeyondOwn': '该账户拥有你没有的权限，请联系管理员。',
  'errors.profileNotFound': '该账户尚未提交个人资料。',
  'errors.selfReview': '不能审核自己的资料，请联系其他审核人或管理员。',
  'errors.memberNotFound': '此地址下没有团队成员。',
  'upload.invalidImage': '请选择有效的图片文件。',
  'upload.tooLarge': '文件过大（最大 5MB）',
  ...pixelLimitMessages(
    (side, megapixels) => `图片尺寸过大：最大 ${side} × ${side} 像素（${megapixels * 100} 万像素），请选择较小的图片。`,
  ),
  'upload.noImage': '请选择要上传的图片（表单字段 "image"）。',
  'upload.oneFile': '请一次只上传一张图片。',
  'upload.tooManyFields': '表单字段过多，请只发送图片。',
  'upload.malformed': '无法读取上传的内容，请重试。',
  'upload.multipartOnly': '请以 multipart/form-data 格式发送图片，字段名为 "image"。',
  'upload.noAvatar': '请选择要上传的图片（表单字段 "avatar"）。',
  'upload.avatarMultipartOnly': '请以 multipart/form-data 格式发送图片，字段名为 "avatar"。',
  'upload.tooMany': '上传次数过多，请一小时后再试。',
};

// The Traditional messages are made from the Simplified by `npm run i18n:traditional`.
// Its keys are exactly the English ones: a missing key fails the first line, an extra one the second.
const zhHantTable: Record<MessageKey, string> = zhHant;
const _noExtraKey: Record<keyof typeof zhHant, string> = en;
void _noExtraKey;
const tables: Record<Language, Record<MessageKey, string>> = { en, zh, 'zh-Hant': zhHantTable };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

export function translate(language: Language, key: MessageKey): string {
  return tables[language][key];
}
