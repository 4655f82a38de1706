import { expect, test } from 'vitest';
import { checkImageFile, imageMaxBytes, readUploadAnswer, UploadError } from './image-upload';

test('pre-checks: the four image types up to 5 MB go; anything else is refused in the server’s words', () => {
  for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
    expect(checkImageFile({ type, size: 1000 }), type).toBeNull();
    expect(checkImageFile({ type, size: imageMaxBytes }), `${type} at exactly 5 MB`).toBeNull();
    expect(checkImageFile({ type, size: imageMaxBytes + 1 }), `${type} one byte over`).toBe('upload.tooLarge');
  }
  expect(imageMaxBytes).toBe(5 * 1024 * 1024);
  for (const type of ['image/svg+xml', 'image/heic', 'application/pdf', 'text/html', '']) {
    expect(checkImageFile({ type, size: 1000 }), type).toBe('upload.invalidType');
  }
  expect(checkImageFile({ type: 'image/png', size: 0 }), 'an empty file').toBe('upload.invalidType');
  expect(checkImageFile({ type: 'image/svg+xml', size: imageMaxBytes + 1 }), 'the type is named first').toBe('upload.invalidType');
});

const image = {
  url: '/uploads/images/abc-1200x800.jpg',
  width: 1200,
  height: 800,
  type: 'image/jpeg',
  variants: [{ url: '/uploads/images/abc-480w.webp', width: 480, height: 320, type: 'image/webp' }],
};

test('a 200 answer is the image', () => {
  expect(readUploadAnswer(200, JSON.stringify(image))).toEqual(image);
});

test('a 200 answer that is not an uploaded image is a failure', () => {
  for (const body of [
    '',
    'not json',
    JSON.stringify({ url: 'https://elsewhere.example/x.jpg', width: 1, height: 1 }),
    JSON.stringify({ url: '/uploads/images/x.jpg' }),
  ]) {
    const answer = readUploadAnswer(200, body);
    expect(answer, body).toBeInstanceOf(UploadError);
    expect((answer as UploadError).key).toBe('upload.failed');
  }
});

test('errors carry the server’s words when it sent some, else a message of the interface by status', () => {
  const error = (status: number, body = '') => readUploadAnswer(status, body) as UploadError;
  expect(error(413, JSON.stringify({ error: 'File size is too large (max 5MB)', code: 'PAYLOAD_TOO_LARGE' }))).toMatchObject({
    status: 413,
    text: 'File size is too large (max 5MB)',
    key: 'upload.tooLarge',
  });
  expect(error(400, JSON.stringify({ error: '请选择有效的图片文件。', code: 'BAD_REQUEST' }))).toMatchObject({
    text: '请选择有效的图片文件。',
    key: 'upload.invalidType',
  });
  expect(error(415)).toMatchObject({ text: null, key: 'upload.invalidType' });
  expect(error(413, '<html>nginx</html>')).toMatchObject({ text: null, key: 'upload.tooLarge' });
  expect(error(401)).toMatchObject({ key: 'upload.signedOut' });
  expect(error(403)).toMatchObject({ key: 'upload.forbidden' });
  expect(error(429)).toMatchObject({ key: 'upload.tooMany' });
  expect(error(500, JSON.stringify({ error: '  ' }))).toMatchObject({ text: null, key: 'upload.failed' });
  expect(error(404, JSON.stringify({ error: 'Not found' })), 'a missing endpoint is not the image’s fault').toMatchObject({
    text: null,
    key: 'upload.failed',
  });
});
