import { describe, expect, test } from 'vitest';
import { loadMarkdown } from './markdown';

const { render: renderMarkdown, imagesOf, plainTextOf } = await loadMarkdown();

const origin = 'https://ccs.example.org';
const render = (body: string) => renderMarkdown(body, origin);

describe('safe HTML from Markdown', () => {
  test('CommonMark with tables and strikethrough renders', () => {
    expect(render('# Title\n\nSome *em* and **strong** and ~~gone~~ and `code`.')).toBe(
      '<h2>Title</h2>\n<p>Some <em>em</em> and <strong>strong</strong> and <s>gone</s> and <code>code</code>.</p>',
    );
    const table = render('| a | b |\n|:--|--:|\n| 1 | 2 |');
    expect(table).toContain('<table>');
    expect(table).toContain('<th style="text-align:left">a</th>');
    expect(table).toContain('<td style="text-align:right">2</td>');
    expect(render('3. three\n4. four')).toContain('<ol start="3">');
    expect(render('> 书法是中国的传统艺术。')).toBe('<blockquote>\n<p>书法是中国的传统艺术。</p>\n</blockquote>');
  });

  test('raw HTML is text, never markup', () => {
    const html = render(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\nHi <b onclick="x()">there</b> <iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<(?:script|img|b|iframe)[\s>]/);
    expect(html).toContain('&lt;script&gt;');
  });

  test.each([
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](java&#x73;cript:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox)',
    '[x](//evil.example)',
    '<javascript:alert(1)>',
    '[x]: javascript:alert(1)\n\n[link][x]',
  ])('a link to %s is inert', (body) => {
    const html = render(body);
    expect(html).not.toMatch(/href="(?:javascript|data|vbscript|\/\/|\/\\)/i);
    expect(html).not.toMatch(/<a /);
  });

  test('a path a browser would read as another host stays a path on this site', () => {
    expect(render('[x](/\\evil.example)')).toBe('<p><a href="/%5Cevil.example">x</a></p>');
  });

  test('links: external ones get rel="noopener noreferrer", the site’s own and paths do not', () => {
    expect(render('[a](https://example.org/x "T")')).toBe(
      '<p><a href="https://example.org/x" title="T" rel="noopener noreferrer">a</a></p>',
    );
    expect(render('[a](https://ccs.example.org/events)')).toBe('<p><a href="https://ccs.example.org/events">a</a></p>');
    expect(render('[a](https://ccs.example.org.evil.example/x)')).toContain('rel="noopener noreferrer"');
    expect(render('[a](/magazine)')).toBe('<p><a href="/magazine">a</a></p>');
    expect(render('[a](mailto:editor@example.org)')).toBe('<p><a href="mailto:editor@example.org">a</a></p>');
  });

  test('images: our uploads (sized, with a srcset) and https only; lazy; their description kept', () => {
    const upload = render('![Brush and ink](/uploads/images/abc-1600x900.jpg)');
    expect(upload).toContain('src="/uploads/images/abc-1600x900.jpg"');
    expect(upload).toContain('alt="Brush and ink"');
    expect(upload).toContain('width="1600" height="900"');
    expect(upload).toContain(
      'srcset="/uploads/images/abc-480w.webp 480w, /uploads/images/abc-960w.webp 960w, /uploads/images/abc-1600w.webp 1600w"',
    );
    expect(upload).toContain('loading="lazy"');
    expect(render('![a](https://images.example.org/a.jpg)')).toContain(
      '<img src="https://images.example.org/a.jpg" alt="a" loading="lazy" decoding="async" />',
    );
    for (const src of [
      'http://images.example.org/a.jpg',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      '/uploads/staff/a-10x10.jpg',
      'javascript:alert(1)',
    ]) {
      expect(render(`![a](${src})`), src).not.toContain('<img');
    }
  });

  test('an attribute cannot be smuggled in through a title or a description', () => {
    const html = render(
      '![a" onerror="alert(1)](https://images.example.org/a.jpg "t\\" onload=\\"x")\n\n[l](https://example.org "t\\" onclick=\\"x")',
    );
    expect(html).not.toMatch(/"\s*on\w+=/);
    expect(html).toContain('alt="a&quot; onerror=&quot;alert(1)"');
  });

  test('ruby: {汉字|hàn zì} shows pinyin over the characters, escaped', () => {
    expect(render('{书法|shū fǎ}是艺术')).toBe('<p><ruby>书法<rp>(</rp><rt>shū fǎ</rt><rp>)</rp></ruby>是艺术</p>');
    expect(render('{<b>|x}')).toBe('<p><ruby>&lt;b&gt;<rp>(</rp><rt>x</rt><rp>)</rp></ruby></p>');
    expect(render('{no bar}')).toBe('<p>{no bar}</p>');
  });

  test('Chinese and English punctuation are kept as written', () => {
    expect(render('“引号”、《书名》——破折号…… "quotes" -- dashes...')).toBe('<p>“引号”、《书名》——破折号…… "quotes" -- dashes...</p>');
  });
});

describe('what a body holds', () => {
  test('its images with their descriptions, in order, wherever they sit', () => {
    expect(
      imagesOf(
        '![One](/uploads/images/a-10x10.jpg)\n\n- ![](https://x.example/b.jpg)\n\n| ![*Three*](https://x.example/c.jpg) |\n|--|\n| x |',
      ),
    ).toEqual([
      { src: '/uploads/images/a-10x10.jpg', alt: 'One' },
      { src: 'https://x.example/b.jpg', alt: '' },
      { src: 'https://x.example/c.jpg', alt: 'Three' },
    ]);
  });

  test('its plain text, without marks', () => {
    expect(plainTextOf('# Title\n\nSome *em* and [a link](https://x.example) and {书法|shū fǎ}.\n\n- one\n- two')).toBe(
      'Title\nSome em and a link and 书法.\none\ntwo',
    );
  });
});
