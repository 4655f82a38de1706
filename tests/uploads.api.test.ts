// POST /api/admin/upload/image through the real app (docs/decisions/016): who may upload, what
// is refused and with which words, what is written (and that nothing is written otherwise), the
// re-encoded files as served, and the audit entry. Real HTTP, real SQLite, real sharp.
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { maxInputSides, uploadLimits } from '../shared/uploads.schema.js';
import { as, createAccount, testRoles, type SignedIn, type TestRole } from './helpers/accounts.js';
import {
  animatedGif,
  apngOf,
  form,
  jpegDeclaring,
  jpegOf,
  jpegWithExif,
  pixelBomb,
  pngOf,
  solid,
  uploadedFiles,
} from './helpers/images.js';
import { appForFile } from './helpers/test-app.js';

const t = appForFile({ env: { SEED_DEMO: 'false' } });

const url = '/api/admin/upload/image';
type Answer = { status: number; body: any; headers: Headers };

async function upload(
  who: SignedIn | Record<string, string>,
  body: FormData | string,
  opts: { query?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = typeof who.rest === 'function' ? (who as SignedIn).headers : (who as Record<string, string>);
  const response = await fetch(`${t.url}${url}${opts.query ?? ''}`, { method: 'POST', headers: { ...headers, ...opts.headers }, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

let manager: SignedIn;
beforeAll(async () => {
  manager = await as(t, 'manageEvents');
});

/** Runs `call` and expects DATA_DIR/uploads to hold the same files after it. */
async function writesNothing<T>(call: () => Promise<T>): Promise<T> {
  const before = uploadedFiles(t.dataDir);
  const result = await call();
  expect(uploadedFiles(t.dataDir)).toEqual(before);
  return result;
}

describe('who may upload', () => {
  const expected: Record<TestRole, number> = {
    anonymous: 401,
    inactive: 403,
    staff: 200,
    manageEvents: 200,
    reviewProfiles: 200,
    manageStaff: 200,
    manageContent: 200,
    manageMagazine: 200,
    admin: 200,
  };
  for (const role of testRoles) {
    test(`${role}: ${expected[role]}`, async () => {
      const who = await as(t, role);
      const before = uploadedFiles(t.dataDir);
      const answer = await upload(who, form([{ bytes: await pngOf(40, 30) }]));
      expect(answer.status, JSON.stringify(answer.body)).toBe(expected[role]);
      if (expected[role] === 200) {
        expect(answer.body).toMatchObject({ width: 40, height: 30, type: 'image/jpeg' });
      } else {
        expect(answer.body.code).toBe(expected[role] === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
        expect(uploadedFiles(t.dataDir)).toEqual(before);
      }
    });
  }

  test('by cookie: from the site itself 200, from another origin 403 with nothing written', async () => {
    const account = await createAccount(t, { flags: { canManageEvents: true } });
    const login = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: account.username, password: account.password }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const png = await pngOf(20, 20);
    const foreign = await writesNothing(() => upload({ cookie, origin: 'https://evil.example' }, form([{ bytes: png }])));
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ error: 'This request must come from the site itself.', code: 'FORBIDDEN' });
    const crossSite = await writesNothing(() => upload({ cookie, 'sec-fetch-site': 'cross-site' }, form([{ bytes: png }])));
    expect(crossSite.status).toBe(403);
    expect((await upload({ cookie, 'sec-fetch-site': 'same-origin' }, form([{ bytes: png }]))).status).toBe(200);
  });
});

describe('a valid image', () => {
  test('a wide JPEG: 1600 px wide fallback and WebP at 480, 960 and 1600, served as images with nosniff, recorded in the audit log', async () => {
    const answer = await upload(manager, form([{ bytes: await jpegOf(2000, 1000), name: 'lanterns.jpg', type: 'image/jpeg' }]));
    expect(answer.status).toBe(200);
    const { body } = answer;
    expect(body).toEqual({
      url: expect.stringMatching(/^\/uploads\/images\/[A-Za-z0-9_-]{22}-1600x800\.jpg$/),
      width: 1600,
      height: 800,
      type: 'image/jpeg',
      variants: [480, 960, 1600].map((w) => ({
        url: expect.stringMatching(new RegExp(`^/uploads/images/[A-Za-z0-9_-]{22}-${w}w\\.webp$`)),
        width: w,
        height: w / 2,
        type: 'image/webp',
      })),
    });
    const id = /images\/(.+)-1600x800/.exec(body.url)![1]!;
    for (const variant of body.variants) expect(variant.url).toContain(id);
    expect(uploadedFiles(t.dataDir).filter((f) => f.includes(id))).toEqual([
      `images/${id}-1600w.webp`,
      `images/${id}-1600x800.jpg`,
      `images/${id}-480w.webp`,
      `images/${id}-960w.webp`,
    ]);

    for (const [file, type] of [[body.url, 'image/jpeg'], ...body.variants.map((v: { url: string }) => [v.url, 'image/webp'])] as Array<
      [string, string]
    >) {
      for (const served of [file, file.replace('/uploads/', '/static/')]) {
        const response = await fetch(`${t.url}${served}`);
        expect(response.status, served).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.format).toBe(type === 'image/jpeg' ? 'jpeg' : 'webp');
      }
    }

    const admin = await as(t, 'admin');
    const audit = (await (await admin.rest(`/admin/audit?entity=image&entityId=${encodeURIComponent(body.url)}`)).json()) as {
      entries: any[];
    };
    expect(audit.entries).toEqual([
      expect.objectContaining({
        action: 'image.upload',
        entity: 'image',
        entityId: body.url,
        actor: { id: manager.account!.id, username: manager.account!.username },
        before: null,
        after: body,
      }),
    ]);
  });

  test('a JPEG with EXIF orientation 6, GPS and a description: turned upright, every output without metadata', async () => {
    const original = jpegWithExif(64, 32);
    const exif = await sharp(await original).metadata();
    expect(exif).toMatchObject({ orientation: 6 });
    expect(exif.exif?.toString('latin1')).toContain('secret place');
    const answer = await upload(manager, form([{ bytes: await original, type: 'image/jpeg', name: 'IMG_0001.JPG' }]));
    expect(answer.status).toBe(200);
    // Stored 64 × 32 with its red half on the left; shown (and now stored) 32 × 64, red on top.
    expect(answer.body).toMatchObject({ width: 32, height: 64, variants: [{ width: 32, height: 64 }] });
    for (const file of [answer.body.url, answer.body.variants[0].url] as string[]) {
      const onDisk = path.join(t.dataDir, file);
      const meta = await sharp(onDisk).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.orientation, file).toBeUndefined();
      expect(meta.icc, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      const { data } = await sharp(onDisk).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [data[(y * 32 + x) * 3]!, data[(y * 32 + x) * 3 + 2]!];
      const [topRed, topBlue] = at(16, 8);
      const [bottomRed, bottomBlue] = at(16, 56);
      expect(topRed).toBeGreaterThan(200);
      expect(topBlue).toBeLessThan(60);
      expect(bottomRed).toBeLessThan(60);
      expect(bottomBlue).toBeGreaterThan(200);
    }
  });

  test('a PNG with transparency keeps it: a PNG fallback; an opaque PNG becomes a JPEG', async () => {
    const clear = await upload(manager, form([{ bytes: await pngOf(30, 20, true) }]));
    expect(clear.body).toMatchObject({
      url: expect.stringMatching(/-30x20\.png$/),
      type: 'image/png',
      variants: [{ width: 30, type: 'image/webp' }],
    });
    expect((await sharp(path.join(t.dataDir, clear.body.url)).metadata()).hasAlpha).toBe(true);
    expect((await sharp(path.join(t.dataDir, clear.body.variants[0].url)).metadata()).hasAlpha, 'the WebP keeps it too').toBe(true);
    const opaque = await upload(manager, form([{ bytes: await pngOf(30, 20) }]));
    expect(opaque.body).toMatchObject({ url: expect.stringMatching(/-30x20\.jpg$/), type: 'image/jpeg' });
    // An alpha channel that is opaque everywhere is no transparency: dropped, in the WebP too.
    const rgbaOpaque = await sharp({ create: { width: 30, height: 20, channels: 4, background: { r: 200, g: 30, b: 20, alpha: 1 } } })
      .png()
      .toBuffer();
    expect((await sharp(rgbaOpaque).metadata()).channels).toBe(4);
    const flat = await upload(manager, form([{ bytes: rgbaOpaque }]));
    expect(flat.body).toMatchObject({ url: expect.stringMatching(/-30x20\.jpg$/), type: 'image/jpeg', variants: [{ type: 'image/webp' }] });
    expect((await sharp(path.join(t.dataDir, flat.body.variants[0].url)).metadata()).hasAlpha).toBe(false);
    // An animated PNG is a PNG to the rules: taken, its first frame kept.
    const animated = await upload(manager, form([{ bytes: await apngOf(30, 20), name: 'spin.png', type: 'image/png' }]));
    expect(animated.body).toMatchObject({ url: expect.stringMatching(/-30x20\.jpg$/), width: 30, height: 20 });
  });

  test('WebP and GIF (an animated GIF keeps its first frame) are taken, whatever their name and declared type', async () => {
    const webp = await sharp(await pngOf(24, 24))
      .webp()
      .toBuffer();
    const gif = await sharp(await pngOf(24, 24))
      .gif()
      .toBuffer();
    for (const bytes of [webp, gif]) {
      const answer = await upload(manager, form([{ bytes, name: 'document.txt', type: 'text/plain' }]));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ width: 24, height: 24, type: 'image/jpeg' });
    }
  });

  const atTheLimit: Array<[string, () => Promise<Buffer>, string, string]> = [
    ['a baseline JPEG of 8000 × 8000', () => solid(8000, 8000, 'jpeg'), 'image/jpeg', '1600x1600.jpg'],
    ['a baseline JPEG of 16000 × 4000 (as many pixels, another shape)', () => solid(16000, 4000, 'jpeg'), 'image/jpeg', '1600x400.jpg'],
    ['a progressive JPEG (4:4:4) of 2500 × 2500', () => solid(2500, 2500, 'progressiveJpeg'), 'image/jpeg', '1600x1600.jpg'],
    ['a 16-bit RGBA PNG of 3500 × 3500', () => solid(3500, 3500, 'png16', true), 'image/png', '1600x1600.png'],
    ['an interlaced 16-bit RGBA PNG of 2000 × 2000', () => solid(2000, 2000, 'interlacedPng16', true), 'image/png', '1600x1600.png'],
    ['a GIF of 2000 × 2000', () => solid(2000, 2000, 'gif'), 'image/gif', '1600x1600.jpg'],
    ['a lossless WebP of 6000 × 6000', () => solid(6000, 6000, 'webp'), 'image/webp', '1600x1600.jpg'],
  ];
  test.each(atTheLimit)('at its pixel limit, an event image is taken: %s', async (_what, make, type, stored) => {
    const answer = await upload(manager, form([{ bytes: await make(), type }]));
    expect([answer.status, answer.body.url]).toEqual([200, expect.stringMatching(new RegExp(`-${stored.replace('.', '\\.')}$`))]);
  });

  test('an animated GIF is stored from its first frame alone (its size, its colours); only that frame counts towards the limit', async () => {
    const gif = await animatedGif(40, 30, [
      [230, 20, 20],
      [20, 200, 20],
      [20, 20, 230],
    ]);
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const answer = await upload(manager, form([{ bytes: gif, type: 'image/gif' }]));
    expect(answer.body).toMatchObject({ url: expect.stringMatching(/-40x30\.jpg$/), width: 40, height: 30 });
    for (const file of [answer.body.url, answer.body.variants[0].url]) {
      const { data } = await sharp(path.join(t.dataDir, file)).raw().toBuffer({ resolveWithObject: true });
      expect([data[0]! > 180, data[1]! < 80, data[2]! < 80], file).toEqual([true, true, true]);
    }
    // Three frames of 2000 × 2000: 12 megapixels in the file, 4 in its first frame (the GIF limit).
    const long = await animatedGif(2000, 2000, [
      [230, 20, 20],
      [20, 200, 20],
      [20, 20, 230],
    ]);
    expect((await upload(manager, form([{ bytes: long, type: 'image/gif' }]))).body).toMatchObject({ width: 1600, height: 1600 });
  });

  test('exactly 5 MB (a valid image padded after its end) is taken; one byte more is 413, unread past the limit and not kept', async () => {
    const jpeg = await jpegOf(64, 64);
    const exact = Buffer.concat([jpeg, Buffer.alloc(uploadLimits.imageBytes - jpeg.length)]);
    expect(exact.length).toBe(5 * 1024 * 1024);
    expect((await upload(manager, form([{ bytes: exact, type: 'image/jpeg' }]))).status).toBe(200);
    const over = Buffer.concat([exact, Buffer.from([0])]);
    const answer = await writesNothing(() => upload(manager, form([{ bytes: over, type: 'image/jpeg' }])));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'File size is too large (max 5MB)', code: 'PAYLOAD_TOO_LARGE' });
    const zh = await writesNothing(() => upload(manager, form([{ bytes: over }]), { query: '?language=zh' }));
    expect(zh.body).toEqual({ error: '文件过大（最大 5MB）', code: 'PAYLOAD_TOO_LARGE' });
  });

  test('a body declared far larger than the limit is refused before it is read', async () => {
    const response = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(t.url).port), '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.write(
        `POST ${url} HTTP/1.1\r\nhost: x\r\n${manager.headers.authorization ? `authorization: ${manager.headers.authorization}\r\n` : ''}content-type: multipart/form-data; boundary=b\r\ncontent-length: ${50 * 1024 * 1024}\r\nconnection: close\r\n\r\n`,
      );
      setTimeout(() => socket.end(), 500);
    });
    expect(response).toMatch(/^HTTP\/1.1 413 /);
    expect(response).toContain('File size is too large (max 5MB)');
  });
});

describe('what is refused, and nothing written', () => {
  const invalid = { error: 'Please select a valid image file.', code: 'BAD_REQUEST' };
  const cases: Array<[string, () => Promise<FormData>]> = [
    ['a text file named .png', async () => form([{ bytes: 'just some words, not an image', name: 'photo.png', type: 'image/png' }])],
    [
      'an SVG',
      async () =>
        form([
          {
            bytes: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
            name: 'logo.svg',
            type: 'image/svg+xml',
          },
        ]),
    ],
    [
      'an HTML page named .jpg',
      async () => form([{ bytes: '<!doctype html><html><script>alert(1)</script></html>', name: 'a.jpg', type: 'image/jpeg' }]),
    ],
    ['a PDF', async () => form([{ bytes: '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n', name: 'a.png' }])],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await jpegOf(200, 200);
        return form([{ bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), type: 'image/jpeg', name: 'cut.jpg' }]);
      },
    ],
    ['an empty file', async () => form([{ bytes: Buffer.alloc(0) }])],
  ];
  for (const [what, body] of cases) {
    test(`${what}: 400 'Please select a valid image file.'`, async () => {
      const answer = await writesNothing(async () => upload(manager, await body()));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(invalid);
    });
  }

  test('the Chinese message with ?language=zh or Accept-Language', async () => {
    const bytes = 'not an image';
    expect((await upload(manager, form([{ bytes }]), { query: '?language=zh' })).body).toEqual({
      error: '请选择有效的图片文件。',
      code: 'BAD_REQUEST',
    });
    expect((await upload(manager, form([{ bytes }]), { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } })).body.error).toBe(
      '请选择有效的图片文件。',
    );
  });

  test('a pixel bomb (a 20000 × 20000 PNG of a few hundred bytes): 400 with its own message, in both languages', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(2000);
    const answer = await writesNothing(() => upload(manager, form([{ bytes: bomb }])));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'This image is too large: at most 3500 × 3500 pixels (12.25 megapixels). Please choose a smaller image.',
      code: 'BAD_REQUEST',
    });
    const zh = await upload(manager, form([{ bytes: bomb }]), { query: '?language=zh' });
    expect(zh.body.error).toBe('图片尺寸过大：最大 3500 × 3500 像素（1225 万像素），请选择较小的图片。');
    // Just over a PNG's limit is refused, in any shape; just under is not the limit's business.
    expect(maxInputSides.image.png).toBe(3500);
    expect((await upload(manager, form([{ bytes: pixelBomb(7000, 1751) }]))).body.error).toMatch(/^This image is too large/);
    expect((await upload(manager, form([{ bytes: pixelBomb(7000, 1750) }]))).body).toEqual(invalid);
  });

  test('huge in pixels, small as files (issue 21): 6300 × 6300 GIF and 16-bit PNG refused from their header, before decoding', async () => {
    const gif = await solid(6300, 6300, 'gif');
    const png16 = await solid(6300, 6300, 'png16');
    expect([gif.length, png16.length].every((length) => length < 400_000)).toBe(true);
    const [gifAnswer, pngAnswer] = await writesNothing(() =>
      Promise.all([upload(manager, form([{ bytes: gif, type: 'image/gif' }])), upload(manager, form([{ bytes: png16 }]))]),
    );
    expect([gifAnswer.status, gifAnswer.body]).toEqual([
      400,
      { error: 'This image is too large: at most 2000 × 2000 pixels (4 megapixels). Please choose a smaller image.', code: 'BAD_REQUEST' },
    ]);
    expect([pngAnswer.status, pngAnswer.body.error]).toEqual([
      400,
      'This image is too large: at most 3500 × 3500 pixels (12.25 megapixels). Please choose a smaller image.',
    ]);
    expect((await upload(manager, form([{ bytes: gif }]), { query: '?language=zh' })).body.error).toBe(
      '图片尺寸过大：最大 2000 × 2000 像素（400 万像素），请选择较小的图片。',
    );
  });

  test('a baseline JPEG (shrunk while it is decoded) may be larger, up to 8000 × 8000; a lossless WebP up to 6000 × 6000', async () => {
    expect(maxInputSides.image).toEqual({ jpeg: 8000, progressiveJpeg: 2500, png: 3500, interlacedPng: 2000, webp: 6000, gif: 2000 });
    const jpegOver = await writesNothing(async () =>
      upload(manager, form([{ bytes: await jpegDeclaring(8000, 8001), type: 'image/jpeg' }])),
    );
    expect([jpegOver.status, jpegOver.body.error]).toEqual([
      400,
      'This image is too large: at most 8000 × 8000 pixels (64 megapixels). Please choose a smaller image.',
    ]);
    const webpOver = await writesNothing(async () =>
      upload(manager, form([{ bytes: await solid(6001, 6000, 'webp'), type: 'image/webp' }])),
    );
    expect(webpOver.body.error).toMatch(/^This image is too large: at most 6000 × 6000 pixels \(36 megapixels\)/);
  });

  test('a progressive JPEG and an interlaced PNG (decoded whole, not shrunk or streamed) have lower limits, told from the header', async () => {
    const progressive = await writesNothing(async () =>
      upload(manager, form([{ bytes: await solid(2501, 2500, 'progressiveJpeg'), type: 'image/jpeg' }])),
    );
    expect([progressive.status, progressive.body.error]).toEqual([
      400,
      'This image is too large: at most 2500 × 2500 pixels (6.25 megapixels). Please choose a smaller image.',
    ]);
    const interlaced = await writesNothing(async () =>
      upload(manager, form([{ bytes: await solid(2001, 2000, 'interlacedPng16') }]), { query: '?language=zh' }),
    );
    expect([interlaced.status, interlaced.body.error]).toEqual([
      400,
      '图片尺寸过大：最大 2000 × 2000 像素（400 万像素），请选择较小的图片。',
    ]);
    // The same sizes, baseline and not interlaced, are taken.
    expect((await upload(manager, form([{ bytes: await solid(2501, 2500, 'jpeg'), type: 'image/jpeg' }]))).status).toBe(200);
    expect((await upload(manager, form([{ bytes: await solid(2001, 2000, 'png16') }]))).status).toBe(200);
  });

  test('no field "image", two files, too many fields: 400 with words that say so', async () => {
    const png = await pngOf(10, 10);
    const noImage = await writesNothing(() => upload(manager, form([{ bytes: png, field: 'file' }])));
    expect([noImage.status, noImage.body]).toEqual([
      400,
      { error: 'Please select an image to upload (form field "image").', code: 'BAD_REQUEST' },
    ]);
    const onlyFields = await upload(manager, form([], { title: 'no file here' }));
    expect([onlyFields.status, onlyFields.body.error]).toEqual([400, 'Please select an image to upload (form field "image").']);
    const two = await writesNothing(() => upload(manager, form([{ bytes: png }, { bytes: png }])));
    expect([two.status, two.body]).toEqual([400, { error: 'Please upload one image at a time.', code: 'BAD_REQUEST' }]);
    const fields = await writesNothing(() => upload(manager, form([{ bytes: png }], { a: '1', b: '2', c: '3', d: '4', e: '5' })));
    expect([fields.status, fields.body.error]).toEqual([400, 'The form has too many fields: send the image alone.']);
    const fieldsAlone = await upload(manager, form([], { a: '1', b: '2', c: '3', d: '4', e: '5' }));
    expect([fieldsAlone.status, fieldsAlone.body.error]).toEqual([400, 'The form has too many fields: send the image alone.']);
    expect((await upload(manager, form([{ bytes: png }], { caption: 'a field or two is fine' }))).status).toBe(200);
    expect((await upload(manager, form([{ bytes: png }], { a: '1', b: '2', c: '3', d: '4' }))).status).toBe(200);
  });

  test('not multipart (JSON, text, no body) or compressed: 415, and the JSON parser is not reached', async () => {
    for (const [type, body] of [
      ['application/json', '{"image":"x"}'],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'image=x'],
    ] as const) {
      const answer = await upload(manager, body, { headers: { 'content-type': type } });
      expect([answer.status, answer.body]).toEqual([
        415,
        { error: 'Send the image as multipart/form-data, in the field "image".', code: 'UNSUPPORTED_MEDIA_TYPE' },
      ]);
    }
    // The type itself, not a parameter that names it or a longer type that begins like it.
    for (const type of ['text/plain; x=multipart/form-data; boundary=b', 'multipart/form-data-x; boundary=b']) {
      const answer = await upload(manager, form([{ bytes: await pngOf(10, 10) }]), { headers: { 'content-type': type } });
      expect([answer.status, answer.body], type).toEqual([
        415,
        { error: 'Send the image as multipart/form-data, in the field "image".', code: 'UNSUPPORTED_MEDIA_TYPE' },
      ]);
    }
    const none = await fetch(`${t.url}${url}`, { method: 'POST', headers: manager.headers });
    expect(none.status).toBe(415);
    const gz = await upload(manager, form([{ bytes: await pngOf(10, 10) }]), { headers: { 'content-encoding': 'gzip' } });
    expect(gz.status).toBe(415);
  });

  test('a body that is not a well-formed form: 400', async () => {
    const answer = await upload(manager, '--b\r\ncontent-disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc', {
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect([answer.status, answer.body.code]).toEqual([400, 'BAD_REQUEST']);
    expect(uploadedFiles(t.dataDir).filter((f) => f.startsWith('.tmp'))).toEqual([]);
  });

  test('an upload the client abandons half-way leaves no file, and the server goes on', async () => {
    const before = uploadedFiles(t.dataDir);
    const body = Buffer.concat([
      Buffer.from('--b\r\ncontent-disposition: form-data; name="image"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n'),
      await jpegOf(400, 400),
      Buffer.alloc(1024 * 1024, 7),
    ]);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(new URL(t.url).port), '127.0.0.1', () => {
        socket.write(
          `POST ${url} HTTP/1.1\r\nhost: x\r\nauthorization: ${manager.headers.authorization}\r\ncontent-type: multipart/form-data; boundary=b\r\ncontent-length: ${body.length + 100}\r\n\r\n`,
        );
        socket.write(body.subarray(0, Math.floor(body.length / 2)));
        // Long enough for the server to have started writing the temporary file.
        setTimeout(() => {
          expect(uploadedFiles(t.dataDir).some((f) => f.startsWith('.tmp/'))).toBe(true);
          socket.destroy();
          resolve();
        }, 300);
      });
      socket.on('error', reject);
    });
    await expect.poll(() => uploadedFiles(t.dataDir), { timeout: 3000 }).toEqual(before);
    expect((await upload(manager, form([{ bytes: await pngOf(10, 10) }]))).status).toBe(200);
  });
});

test('a client that goes away once its body is sent, while the image is encoded: no file kept, nothing recorded', async () => {
  const before = uploadedFiles(t.dataDir);
  const audited = async () => (await t.app.services.audit.list({ entity: 'image' })).total;
  const entries = await audited();
  // Noise encodes slowly: long enough to leave while the server works on it.
  const photo = await sharp({
    create: { width: 1600, height: 1600, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const body = Buffer.concat([
    Buffer.from('--b\r\ncontent-disposition: form-data; name="image"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n'),
    photo,
    Buffer.from('\r\n--b--\r\n'),
  ]);
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(Number(new URL(t.url).port), '127.0.0.1', () => {
      socket.write(
        `POST ${url} HTTP/1.1\r\nhost: x\r\nauthorization: ${manager.headers.authorization}\r\ncontent-type: multipart/form-data; boundary=b\r\ncontent-length: ${body.length}\r\n\r\n`,
      );
      socket.write(body);
      const waiting = setInterval(() => {
        // The body is in; encoding has begun once an output appears in the temporary directory.
        if (uploadedFiles(t.dataDir).some((f) => f.startsWith('.tmp/') && !f.endsWith('.upload'))) {
          clearInterval(waiting);
          socket.destroy();
          resolve();
        }
      }, 2);
    });
    socket.on('error', reject);
  });
  await expect.poll(() => uploadedFiles(t.dataDir), { timeout: 5000 }).toEqual(before);
  expect(await audited()).toBe(entries);
});

describe('limits and doors', () => {
  test('60 uploads an hour per account, then 429 with Retry-After; other accounts are not counted with it', async () => {
    const busy = await as(t, 'manageEvents');
    const png = await pngOf(8, 8);
    for (let i = 0; i < 60; i++) expect((await upload(busy, form([{ bytes: png }]))).status).toBe(200);
    const limited = await writesNothing(() => upload(busy, form([{ bytes: png }]), { query: '?language=zh' }));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: '上传次数过多，请一小时后再试。', code: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await upload(manager, form([{ bytes: png }]))).status).toBe(200);
  });

  test('other methods: 405 with Allow: POST; the tRPC door has no upload procedure', async () => {
    const get = await fetch(`${t.url}${url}`);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const trpc = await fetch(`${t.url}/api/trpc/uploads.image`, {
      method: 'POST',
      headers: { ...manager.headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(trpc.status).toBe(404);
  });

  test('the answer carries the security headers of every answer', async () => {
    const answer = await upload(manager, form([{ bytes: await pngOf(10, 10) }]));
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});
