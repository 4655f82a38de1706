// POST /api/staff/avatar through the real app (issue 13; docs/decisions/016 and 020): who may
// upload, the form's field, the upload rules and their words, the square re-encoded files as
// stored and served, the profile's status after an upload, the old files removed once no version
// shows them (after another upload, an approval, a rejection), the audit entry and the rate limit.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { maxInputSides, uploadLimits } from '../shared/uploads.schema.js';
import { as, testRoles, type SignedIn, type TestRole } from './helpers/accounts.js';
import { form, jpegOf, jpegWithExif, pixelBomb, pngOf, solid, uploadedFiles } from './helpers/images.js';
import { appForFile } from './helpers/test-app.js';

const t = appForFile({ env: { SEED_DEMO: 'false' } });

const url = '/api/staff/avatar';
type Answer = { status: number; body: any; headers: Headers };

async function upload(
  who: SignedIn,
  body: FormData | string,
  opts: { query?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${t.url}${url}${opts.query ?? ''}`, { method: 'POST', headers: { ...who.headers, ...opts.headers }, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}
const avatarForm = async (bytes?: Buffer) =>
  form([{ field: 'avatar', bytes: bytes ?? (await jpegOf(600, 400)), type: 'image/jpeg', name: 'me.jpg' }]);

const valid = { nameEn: 'Li Hua', positionEn: 'Head of Arts', department: 'arts', email: 'li.hua@mail.utoronto.ca' };
const save = async (who: SignedIn) => {
  const response = await who.rest('/staff/profile', { method: 'POST', body: JSON.stringify(valid) });
  expect(response.status).toBe(200);
};
const review = async (id: number, body: Record<string, unknown>) => {
  const response = await reviewer.rest(`/admin/profiles/${id}/review`, { method: 'PUT', body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
};
const profileOf = async (who: SignedIn) => ((await (await who.rest('/staff/profile')).json()) as { profile: Record<string, any> }).profile;
const published = (id: number) =>
  t.app.services.db.selectFrom('published_profiles').selectAll().where('account_id', '=', id).executeTakeFirst();
/** The files of DATA_DIR/uploads/staff named after the avatar at `avatar`. */
const filesOf = (avatar: string) => {
  const id = /\/uploads\/staff\/([A-Za-z0-9_-]+)-\d+x\d+\.jpg$/.exec(avatar)![1]!;
  return uploadedFiles(t.dataDir).filter((file) => file.startsWith(`staff/${id}-`));
};

let reviewer: SignedIn;
let member: SignedIn;
beforeAll(async () => {
  reviewer = await as(t, 'reviewProfiles');
  member = await as(t, 'staff');
});

/** Runs `call` and expects DATA_DIR/uploads to hold the same files after it. */
async function writesNothing<T>(call: () => Promise<T>): Promise<T> {
  const before = uploadedFiles(t.dataDir);
  const result = await call();
  expect(uploadedFiles(t.dataDir)).toEqual(before);
  return result;
}

describe('who may upload an avatar', () => {
  const expected = (role: TestRole) => (role === 'anonymous' ? 401 : role === 'inactive' ? 403 : 200);
  test.each(testRoles)('%s', async (role) => {
    const who = await as(t, role);
    const answer =
      role === 'anonymous' || role === 'inactive'
        ? await writesNothing(async () => upload(who, await avatarForm()))
        : await upload(who, await avatarForm());
    expect(answer.status, JSON.stringify(answer.body)).toBe(expected(role));
    if (role === 'inactive') {
      expect(answer.body).toEqual({ error: 'Your account is not activated yet. Please contact an admin.', code: 'FORBIDDEN' });
      expect((await upload(who, await avatarForm(), { query: '?language=zh' })).body.error).toBe('你的账户尚未激活，请联系管理员。');
      expect(
        await t.app.services.db.selectFrom('staff_profiles').select('account_id').where('account_id', '=', who.account!.id).execute(),
      ).toEqual([]);
    }
    if (role === 'anonymous') expect(answer.body.code).toBe('UNAUTHORIZED');
  });
});

describe('the stored avatar', () => {
  test('a wide photo: cropped square at 480 px, a JPEG and one WebP of the same width, served under /uploads/staff/ and /static/staff/', async () => {
    const who = await as(t, 'staff');
    const answer = await upload(who, await avatarForm(await jpegOf(2000, 1000)));
    expect(answer.status).toBe(200);
    const avatar = answer.body.profile.avatar as string;
    expect(avatar).toMatch(/^\/uploads\/staff\/[A-Za-z0-9_-]{22}-480x480\.jpg$/);
    const id = /staff\/(.+)-480x480/.exec(avatar)![1]!;
    expect(filesOf(avatar)).toEqual([`staff/${id}-480w.webp`, `staff/${id}-480x480.jpg`]);
    for (const [file, type, format] of [
      [avatar, 'image/jpeg', 'jpeg'],
      [`/uploads/staff/${id}-480w.webp`, 'image/webp', 'webp'],
    ] as const) {
      for (const served of [file, file.replace('/uploads/', '/static/')]) {
        const response = await fetch(`${t.url}${served}`);
        expect(response.status, served).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, 480, 480]);
      }
    }
    // Both doors read it back.
    expect((await profileOf(who)).avatar).toBe(avatar);
    expect((await who.trpc.profiles.mine.query()).profile.avatar).toBe(avatar);
  });

  test('smaller than 480: the square of its shorter side, never enlarged; a tall one too', async () => {
    const wide = await upload(member, await avatarForm(await jpegOf(300, 200)));
    expect(wide.body.profile.avatar).toMatch(/-200x200\.jpg$/);
    const tall = await upload(member, form([{ field: 'avatar', bytes: await pngOf(90, 500) }]));
    expect(tall.body.profile.avatar).toMatch(/-90x90\.jpg$/);
    const onDisk = await sharp(path.join(t.dataDir, tall.body.profile.avatar)).metadata();
    expect([onDisk.format, onDisk.width, onDisk.height]).toEqual(['jpeg', 90, 90]);
  });

  test('the crop follows what draws the eye, not the centre', async () => {
    // Flat grey, with a small bright, detailed patch at the far right: a centre crop would lose it.
    const width = 900;
    const height = 300;
    const grey = await sharp({ create: { width, height, channels: 3, background: '#777777' } })
      .png()
      .toBuffer();
    const patch = await sharp({
      create: { width: 120, height: 120, channels: 3, background: '#ff2000', noise: { type: 'gaussian', mean: 128, sigma: 90 } },
    })
      .png()
      .toBuffer();
    const photo = await sharp(grey)
      .composite([
        {
          input: await sharp({ create: { width: 120, height: 120, channels: 3, background: '#e01010' } })
            .composite([{ input: patch, blend: 'overlay' }])
            .png()
            .toBuffer(),
          left: width - 130,
          top: 90,
        },
      ])
      .png()
      .toBuffer();
    const answer = await upload(member, form([{ field: 'avatar', bytes: photo }]));
    expect(answer.body.profile.avatar).toMatch(/-300x300\.jpg$/);
    const { data, info } = await sharp(path.join(t.dataDir, answer.body.profile.avatar)).raw().toBuffer({ resolveWithObject: true });
    let reddish = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 160 && data[i + 1]! < 110) reddish++;
    expect(reddish, 'the patch is in the square').toBeGreaterThan(2000);
  });

  test('turned upright by its EXIF orientation, every piece of metadata dropped', async () => {
    // Stored 64 × 32 (red left), shown 32 × 64 (red on top): the square is 32 × 32.
    const answer = await upload(member, form([{ field: 'avatar', bytes: await jpegWithExif(64, 32), type: 'image/jpeg' }]));
    expect(answer.body.profile.avatar).toMatch(/-32x32\.jpg$/);
    const id = /staff\/(.+)-32x32/.exec(answer.body.profile.avatar)![1]!;
    for (const file of [answer.body.profile.avatar, `/uploads/staff/${id}-32w.webp`]) {
      const meta = await sharp(path.join(t.dataDir, file)).metadata();
      expect([meta.exif, meta.orientation, meta.icc, meta.xmp], file).toEqual([undefined, undefined, undefined, undefined]);
    }
  });

  test('a transparent PNG becomes a JPEG, flattened onto white', async () => {
    const clear = await sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const answer = await upload(member, form([{ field: 'avatar', bytes: clear }]));
    expect(answer.body.profile.avatar).toMatch(/-40x40\.jpg$/);
    const { data } = await sharp(path.join(t.dataDir, answer.body.profile.avatar)).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]].every((v) => v! > 240)).toBe(true);
  });
});

describe('what is refused, with the words of docs/product.md §8, and nothing written', () => {
  test('not an image, whatever its name: 400 "Please select a valid image file.", in both languages', async () => {
    for (const bytes of ['just words', '<svg xmlns="http://www.w3.org/2000/svg"></svg>', '']) {
      const answer = await writesNothing(() => upload(member, form([{ field: 'avatar', bytes, name: 'me.png', type: 'image/png' }])));
      expect([answer.status, answer.body]).toEqual([400, { error: 'Please select a valid image file.', code: 'BAD_REQUEST' }]);
    }
    const zh = await upload(member, form([{ field: 'avatar', bytes: 'nope' }]), { query: '?language=zh' });
    expect(zh.body.error).toBe('请选择有效的图片文件。');
  });

  test('over 5 MB: 413 "File size is too large (max 5MB)", in both languages; exactly 5 MB is taken', async () => {
    const jpeg = await jpegOf(64, 64);
    const exact = Buffer.concat([jpeg, Buffer.alloc(uploadLimits.imageBytes - jpeg.length)]);
    expect((await upload(member, form([{ field: 'avatar', bytes: exact, type: 'image/jpeg' }]))).status).toBe(200);
    const over = Buffer.concat([exact, Buffer.from([0])]);
    const answer = await writesNothing(() => upload(member, form([{ field: 'avatar', bytes: over, type: 'image/jpeg' }])));
    expect([answer.status, answer.body]).toEqual([413, { error: 'File size is too large (max 5MB)', code: 'PAYLOAD_TOO_LARGE' }]);
    expect((await upload(member, form([{ field: 'avatar', bytes: over }]), { query: '?language=zh' })).body.error).toBe(
      '文件过大（最大 5MB）',
    );
  });

  test('a pixel bomb: 400 with its own words', async () => {
    const answer = await writesNothing(() => upload(member, form([{ field: 'avatar', bytes: pixelBomb() }])));
    expect([answer.status, answer.body.error]).toEqual([
      400,
      'This image is too large: at most 4000 × 4000 pixels (16 megapixels). Please choose a smaller image.',
    ]);
  });

  test('a 27 KB GIF of 6300 × 6300 (issue 21): 400 from its header, before decoding, in both languages', async () => {
    const who = await as(t, 'staff');
    const gif = await solid(6300, 6300, 'gif');
    expect(gif.length).toBeLessThan(40_000);
    expect(maxInputSides.avatar.gif).toBe(2000);
    const answer = await writesNothing(() => upload(who, form([{ field: 'avatar', bytes: gif, type: 'image/gif', name: 'huge.gif' }])));
    expect([answer.status, answer.body]).toEqual([
      400,
      { error: 'This image is too large: at most 2000 × 2000 pixels (4 megapixels). Please choose a smaller image.', code: 'BAD_REQUEST' },
    ]);
    const zh = await writesNothing(() =>
      upload(who, form([{ field: 'avatar', bytes: gif, type: 'image/gif' }]), { query: '?language=zh' }),
    );
    expect([zh.status, zh.body]).toEqual([
      400,
      { error: '图片尺寸过大：最大 2000 × 2000 像素（400 万像素），请选择较小的图片。', code: 'BAD_REQUEST' },
    ]);
    // One pixel over the GIF limit is refused; any shape counts its pixels (2000 × 2000 = 4000 × 1000).
    expect(
      (await writesNothing(async () => upload(who, form([{ field: 'avatar', bytes: await solid(2001, 2000, 'gif'), type: 'image/gif' }]))))
        .body.error,
    ).toMatch(/^This image is too large: at most 2000 × 2000/);
    expect(
      (await upload(who, form([{ field: 'avatar', bytes: await solid(4000, 1000, 'gif'), type: 'image/gif' }]))).body.profile.avatar,
    ).toMatch(/-480x480\.jpg$/);
  });

  test('at the limits: a 4000 × 4000 PNG (16-bit, with alpha) and JPEG are taken; one pixel more is refused', async () => {
    const who = await as(t, 'staff');
    expect(maxInputSides.avatar).toMatchObject({ jpeg: 4000, png: 4000, webp: 4000 });
    for (const bytes of [await solid(4000, 4000, 'png16', true), await solid(4000, 4000, 'jpeg')]) {
      const answer = await upload(who, form([{ field: 'avatar', bytes }]));
      expect([answer.status, answer.body.profile?.avatar]).toEqual([200, expect.stringMatching(/-480x480\.jpg$/)]);
    }
    // Wider than 4000 is fine when the count is not over: 8000 × 2000 = 4000 × 4000.
    expect((await upload(who, form([{ field: 'avatar', bytes: await solid(8000, 2000, 'jpeg') }]))).status).toBe(200);
    const over = await writesNothing(async () => upload(who, form([{ field: 'avatar', bytes: await solid(4000, 4001, 'jpeg') }])));
    expect([over.status, over.body.error]).toEqual([
      400,
      'This image is too large: at most 4000 × 4000 pixels (16 megapixels). Please choose a smaller image.',
    ]);
    expect(
      (await upload(who, form([{ field: 'avatar', bytes: await solid(4000, 4001, 'jpeg') }]), { query: '?language=zh' })).body.error,
    ).toBe('图片尺寸过大：最大 4000 × 4000 像素（1600 万像素），请选择较小的图片。');
  });

  test('the file in another field (the event form’s "image"), none, or two: 400 naming the field "avatar"', async () => {
    const png = await pngOf(10, 10);
    const wrong = await writesNothing(() => upload(member, form([{ field: 'image', bytes: png }])));
    expect([wrong.status, wrong.body]).toEqual([
      400,
      { error: 'Please select an image to upload (form field "avatar").', code: 'BAD_REQUEST' },
    ]);
    expect((await upload(member, form([{ field: 'image', bytes: png }]), { query: '?language=zh' })).body.error).toBe(
      '请选择要上传的图片（表单字段 "avatar"）。',
    );
    expect((await upload(member, form([], { name: 'no file' }))).body.error).toBe(
      'Please select an image to upload (form field "avatar").',
    );
    const two = await writesNothing(() =>
      upload(
        member,
        form([
          { field: 'avatar', bytes: png },
          { field: 'avatar', bytes: png },
        ]),
      ),
    );
    expect([two.status, two.body.error]).toEqual([400, 'Please upload one image at a time.']);
  });

  test('not multipart: 415 naming the field "avatar"; the event upload keeps its own words', async () => {
    const answer = await upload(member, '{"avatar":"x"}', { headers: { 'content-type': 'application/json' } });
    expect([answer.status, answer.body]).toEqual([
      415,
      { error: 'Send the image as multipart/form-data, in the field "avatar".', code: 'UNSUPPORTED_MEDIA_TYPE' },
    ]);
    const events = await as(t, 'manageEvents');
    const image = await fetch(`${t.url}/api/admin/upload/image`, {
      method: 'POST',
      headers: { ...events.headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await image.json()) as { error: string }).error).toBe('Send the image as multipart/form-data, in the field "image".');
    // And the event upload does not take an avatar's field.
    const avatarThere = await fetch(`${t.url}/api/admin/upload/image`, {
      method: 'POST',
      headers: events.headers,
      body: form([{ field: 'avatar', bytes: await pngOf(10, 10) }]),
    });
    expect([avatarThere.status, ((await avatarThere.json()) as { error: string }).error]).toEqual([
      400,
      'Please select an image to upload (form field "image").',
    ]);
  });

  test('other methods: 405 with Allow: POST; the tRPC door has no avatar procedure', async () => {
    const get = await fetch(`${t.url}${url}`);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    for (const name of ['avatar.upload', 'profiles.avatar', 'profiles.storeAvatar']) {
      const trpc = await fetch(`${t.url}/api/trpc/${name}`, {
        method: 'POST',
        headers: { ...member.headers, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(trpc.status, name).toBe(404);
    }
  });
});

describe('the profile after an upload (docs/decisions/020)', () => {
  test('no profile yet: a row with the avatar, still new (not submitted, not listed, no profile in the session)', async () => {
    const who = await as(t, 'staff');
    const answer = await upload(who, await avatarForm());
    expect(answer.body.profile).toMatchObject({
      status: 'new',
      submittedAt: null,
      nameEn: '',
      department: null,
      avatar: expect.stringMatching(/^\/uploads\/staff\//),
    });
    const me = (await (await who.rest('/auth/me')).json()) as { user: { hasProfile: boolean; profileStatus: string } };
    expect(me.user).toMatchObject({ hasProfile: false, profileStatus: 'new' });
    const all = (await (await reviewer.rest(`/admin/profiles?status=all&q=${who.account!.username}`)).json()) as { total: number };
    expect(all.total).toBe(0);
    // Another avatar before the first save: still new.
    const again = await upload(who, await avatarForm());
    expect(again.body.profile).toMatchObject({ status: 'new', submittedAt: null });
    // The first save keeps the avatar and submits.
    await save(who);
    expect(await profileOf(who)).toMatchObject({ status: 'pending', avatar: again.body.profile.avatar });
  });

  test('pending stays pending (submitted again); approved and rejected go back to pending, the reason kept, the published version untouched', async () => {
    const who = await as(t, 'staff');
    const id = who.account!.id;
    await save(who);
    const first = await upload(who, await avatarForm());
    expect(first.body.profile).toMatchObject({ status: 'pending' });

    await review(id, { status: 'approved' });
    const approved = await published(id);
    expect(approved!.avatar).toBe(first.body.profile.avatar);
    const second = await upload(who, await avatarForm());
    expect(second.body.profile).toMatchObject({ status: 'pending', published: true });
    expect(Date.parse(second.body.profile.submittedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.profile.submittedAt));
    expect(await published(id), 'the team page keeps the approved avatar').toEqual(approved);

    await review(id, { status: 'rejected', reason: 'Please use a photo of yourself.' });
    const third = await upload(who, await avatarForm());
    expect(third.body.profile).toMatchObject({ status: 'pending', rejectionReason: 'Please use a photo of yourself.' });
  });

  test('each upload is in the audit log, before and after', async () => {
    const who = await as(t, 'staff');
    const first = await upload(who, await avatarForm());
    const second = await upload(who, await avatarForm());
    const audit = await t.app.services.audit.list({ entity: 'profile', entityId: String(who.account!.id) });
    expect(audit.entries.map((e) => [e.action, e.actor.id, (e.before as any)?.avatar ?? null, (e.after as any).avatar])).toEqual([
      ['profile.avatar', who.account!.id, first.body.profile.avatar, second.body.profile.avatar],
      ['profile.avatar', who.account!.id, null, first.body.profile.avatar],
    ]);
  });
});

describe('old avatar files are removed once no version shows them', () => {
  test('replaced before any approval: the old files go at once', async () => {
    const who = await as(t, 'staff');
    const first = (await upload(who, await avatarForm())).body.profile.avatar as string;
    expect(filesOf(first)).toHaveLength(2);
    const second = (await upload(who, await avatarForm())).body.profile.avatar as string;
    expect(filesOf(first)).toEqual([]);
    expect(filesOf(second)).toHaveLength(2);
  });

  test('the published avatar stays while an edit waits; an approval of a new one removes it; a rejection removes the published one', async () => {
    const who = await as(t, 'staff');
    const id = who.account!.id;
    await save(who);
    const a = (await upload(who, await avatarForm())).body.profile.avatar as string;
    await review(id, { status: 'approved' });
    const b = (await upload(who, await avatarForm())).body.profile.avatar as string;
    expect(filesOf(a), 'published: kept').toHaveLength(2);
    const c = (await upload(who, await avatarForm())).body.profile.avatar as string;
    expect(filesOf(b), 'saved only, replaced: removed').toEqual([]);
    expect(filesOf(a), 'still published').toHaveLength(2);

    // Approving C replaces the published A.
    await review(id, { status: 'approved' });
    expect((await published(id))!.avatar).toBe(c);
    expect(filesOf(a)).toEqual([]);
    expect(filesOf(c)).toHaveLength(2);

    // A new upload D waits; rejecting it takes the published C away: C's files go, D's stay.
    const d = (await upload(who, await avatarForm())).body.profile.avatar as string;
    expect(filesOf(c)).toHaveLength(2);
    await review(id, { status: 'rejected', reason: 'Blurry.' });
    expect(await published(id)).toBeUndefined();
    expect(filesOf(c)).toEqual([]);
    expect(filesOf(d)).toHaveLength(2);
  });

  test('an approval of the same avatar, a pending review, or a rejection with nothing published remove nothing', async () => {
    const who = await as(t, 'staff');
    const id = who.account!.id;
    await save(who);
    const a = (await upload(who, await avatarForm())).body.profile.avatar as string;
    await review(id, { status: 'approved' });
    await save(who);
    await review(id, { status: 'approved' });
    await review(id, { status: 'pending' });
    expect(filesOf(a)).toHaveLength(2);
    await review(id, { status: 'rejected', reason: 'x' });
    expect(filesOf(a), 'still the saved version’s avatar').toHaveLength(2);
    await review(id, { status: 'rejected', reason: 'y' });
    expect(filesOf(a)).toHaveLength(2);
  });

  test('deleting the account removes the files of its saved and its published avatar (single and batch delete alike)', async () => {
    const admin = await as(t, 'admin');
    for (const remove of [
      (id: number) => admin.rest(`/admin/staff/${id}`, { method: 'DELETE' }),
      (id: number) => admin.rest('/admin/staff', { method: 'DELETE', body: JSON.stringify({ ids: [id] }) }),
    ]) {
      const who = await as(t, 'staff');
      const id = who.account!.id;
      await save(who);
      const shown = (await upload(who, await avatarForm())).body.profile.avatar as string;
      await review(id, { status: 'approved' });
      const waiting = (await upload(who, await avatarForm())).body.profile.avatar as string;
      expect([filesOf(shown), filesOf(waiting)].map((files) => files.length)).toEqual([2, 2]);
      expect((await remove(id)).status).toBe(200);
      expect(filesOf(shown)).toEqual([]);
      expect(filesOf(waiting)).toEqual([]);
    }
  });

  test('files the service did not name (an imported bare file name) are left alone', async () => {
    const who = await as(t, 'staff');
    const dir = path.join(t.dataDir, 'uploads', 'staff');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'li-hua.jpg'), await jpegOf(10, 10));
    await save(who);
    await t.app.services.db.updateTable('staff_profiles').set({ avatar: 'li-hua.jpg' }).where('account_id', '=', who.account!.id).execute();
    await upload(who, await avatarForm());
    expect(fs.existsSync(path.join(dir, 'li-hua.jpg'))).toBe(true);
  });
});

test('20 avatar uploads an hour per account, then 429 with Retry-After, nothing written; other accounts are not counted with it', async () => {
  const busy = await as(t, 'staff');
  const png = await pngOf(8, 8);
  for (let i = 0; i < 20; i++) expect((await upload(busy, form([{ field: 'avatar', bytes: png }]))).status).toBe(200);
  const limited = await writesNothing(() => upload(busy, form([{ field: 'avatar', bytes: png }]), { query: '?language=zh' }));
  expect(limited.status).toBe(429);
  expect(limited.body).toEqual({ error: '上传次数过多，请一小时后再试。', code: 'TOO_MANY_REQUESTS' });
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
  expect((await upload(member, form([{ field: 'avatar', bytes: png }]))).status).toBe(200);
  // The event images have their own count.
  const both = await as(t, 'manageEvents');
  for (let i = 0; i < 20; i++) await upload(both, form([{ field: 'avatar', bytes: png }]));
  expect((await upload(both, form([{ field: 'avatar', bytes: png }]))).status).toBe(429);
  const image = await fetch(`${t.url}/api/admin/upload/image`, { method: 'POST', headers: both.headers, body: form([{ bytes: png }]) });
  expect(image.status).toBe(200);
});
