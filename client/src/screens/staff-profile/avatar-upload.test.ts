import { expect, test } from 'vitest';
import { UploadError } from '../../lib/upload';
import { readAvatarAnswer } from './avatar-upload';

const saved = { accountId: 7, username: 'lihua', status: 'pending', avatar: '/uploads/staff/7-abc.jpg' };

test('a 200 answer is the profile as saved', () => {
  expect(readAvatarAnswer(200, JSON.stringify({ profile: saved }))).toEqual(saved);
});

test('a 200 answer without a profile is a failure', () => {
  for (const body of [
    '',
    'nope',
    JSON.stringify(saved),
    JSON.stringify({ profile: { ...saved, accountId: '7' } }),
    JSON.stringify({ profile: null }),
  ]) {
    const answer = readAvatarAnswer(200, body);
    expect(answer, body).toBeInstanceOf(UploadError);
    expect((answer as UploadError).key).toBe('upload.failed');
  }
});

test('refusals carry the server’s words, else the interface’s by status', () => {
  const error = (status: number, body = '') => readAvatarAnswer(status, body) as UploadError;
  expect(
    error(403, JSON.stringify({ error: 'Your account is not activated yet. Please contact an admin.', code: 'FORBIDDEN' })),
  ).toMatchObject({ text: 'Your account is not activated yet. Please contact an admin.', key: 'upload.forbidden' });
  expect(error(413)).toMatchObject({ text: null, key: 'upload.tooLarge' });
  expect(error(400, JSON.stringify({ error: '请选择有效的图片文件。' }))).toMatchObject({
    text: '请选择有效的图片文件。',
    key: 'upload.invalidType',
  });
  expect(error(502, '<html>bad gateway</html>')).toMatchObject({ text: null, key: 'upload.failed' });
});
