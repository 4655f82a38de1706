// Magazine bodies: Markdown (CommonMark with tables and strikethrough, no raw HTML) becomes HTML on
// the server, once, and the same safe HTML serves the article's page, its Atom feed and the
// newsletter (docs/decisions/048). Two layers: markdown-it renders with raw HTML off and links
// checked, then an allow-list sanitizer (sanitize-html) keeps only the elements and attributes
// below, whatever the first layer let through. Pinyin over characters is written {汉字|hàn zì}
// and becomes <ruby>.
//
// Both libraries are loaded with the first use (loadMarkdown) and stay in node_modules, as the
// other libraries of a rare path do (scripts/build.mjs): a server that renders nothing does not
// hold their source.
import type MarkdownItType from 'markdown-it';
import type { StateInline, Token } from 'markdown-it';
import type sanitizeHtmlType from 'sanitize-html';
import { responsiveImage } from '../../shared/images.js';
import { isBodyImageSource, isLinkTarget } from '../../shared/magazine-rules.js';

/** An image written in a body: its source and its description (alt text). */
export interface BodyImage {
  src: string;
  alt: string;
}

/** What the magazine does with Markdown. */
export interface Markdown {
  /** The safe HTML of a body. `origin` is the site's public origin: links elsewhere get rel="noopener noreferrer". */
  render(body: string, origin: string): string;
  /** The images of a body, in order, those the renderer drops for their source included. */
  imagesOf(body: string): BodyImage[];
  /** A body's text without its marks (for search, descriptions and the reading time). */
  plainTextOf(body: string): string;
}

let loaded: Promise<Markdown> | undefined;

/** The renderer, its libraries loaded with the first call. */
export function loadMarkdown(): Promise<Markdown> {
  // One after the other: both reach the ESM package entities (markdown-it by import, sanitize-html
  // by require), and Node 22 fails a require() of a module another import is still linking.
  loaded ??= (async () => {
    const markdownIt = await import('markdown-it');
    const sanitize = await import('sanitize-html');
    return make(markdownIt.default, sanitize.default);
  })();
  return loaded;
}

function make(MarkdownIt: typeof MarkdownItType, sanitizeHtml: typeof sanitizeHtmlType): Markdown {
  /** The widths an image in an article's body is shown at: the column on a phone, else the column's. */
  const bodyImageSizes = '(max-width: 720px) 100vw, 720px';

  const markdown = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false }).enable(['table', 'strikethrough']);

  // markdown-it's own check refuses javascript:, vbscript:, file: and data: links; ours is an
  // allow-list (http, https, mailto, a path on this site, a #fragment), and an image's source is
  // an upload of ours or an https address.
  markdown.validateLink = (url: string) => isLinkTarget(url) || isBodyImageSource(url);

  // {汉字|hàn zì} → <ruby>汉字<rp>(</rp><rt>hàn zì</rt><rp>)</rp></ruby>: the base and the reading
  // are text, escaped like any other; nothing nests.
  const rubyPattern = /^\{([^{}|\n]{1,40})\|([^{}|\n]{1,80})\}/;
  markdown.inline.ruler.before('emphasis', 'ruby', (state: StateInline, silent: boolean) => {
    if (state.src.charCodeAt(state.pos) !== 0x7b /* { */) return false;
    const match = rubyPattern.exec(state.src.slice(state.pos));
    if (!match) return false;
    if (!silent) {
      const token = state.push('ruby', '', 0);
      token.meta = { base: match[1]!.trim(), reading: match[2]!.trim() };
    }
    state.pos += match[0].length;
    return true;
  });
  markdown.renderer.rules.ruby = (tokens: Token[], index: number) => {
    const { base, reading } = tokens[index]!.meta as { base: string; reading: string };
    const { escapeHtml } = markdown.utils;
    return `<ruby>${escapeHtml(base)}<rp>(</rp><rt>${escapeHtml(reading)}</rt><rp>)</rp></ruby>`;
  };

  // The page's title is its only h1: a body's headings start at h2.
  const sanitizeOptions = (origin: string): sanitizeHtmlType.IOptions => ({
    allowedTags: [
      'p',
      'br',
      'hr',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'em',
      'strong',
      's',
      'code',
      'pre',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'ruby',
      'rt',
      'rp',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
      ol: ['start'],
      th: ['style'],
      td: ['style'],
    },
    allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'escape',
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        if (!isLinkTarget(href)) return { tagName: 'span', attribs: {} };
        const external = /^https?:/i.test(href) && !href.toLowerCase().startsWith(`${origin.toLowerCase()}/`);
        return { tagName, attribs: { ...attribs, ...(external ? { rel: 'noopener noreferrer' } : {}) } };
      },
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        if (!isBodyImageSource(src)) return { tagName: 'span', attribs: {} };
        const image = responsiveImage(src);
        const kept: sanitizeHtmlType.Attributes = { src, alt: attribs.alt ?? '' };
        if (attribs.title) kept.title = attribs.title;
        if (image.srcSet)
          Object.assign(kept, { width: String(image.width), height: String(image.height), srcset: image.srcSet, sizes: bodyImageSizes });
        return { tagName, attribs: { ...kept, loading: 'lazy', decoding: 'async' } };
      },
    },
  });

  /**
   * The safe HTML of a Markdown body. `origin` is the site's public origin: links elsewhere get
   * rel="noopener noreferrer".
   */
  function renderMarkdown(body: string, origin: string): string {
    return sanitizeHtml(markdown.render(body), sanitizeOptions(origin)).trim();
  }

  // The same syntax with every link taken: it finds the images the renderer would drop (a data: or
  // javascript: source), so the editor can say why one does not show.
  const inspector = new MarkdownIt('commonmark', { html: false }).enable(['table', 'strikethrough']);
  inspector.validateLink = () => true;

  /** The images of a Markdown body, in order, those the renderer drops for their source included. */
  function imagesOf(body: string): BodyImage[] {
    const images: BodyImage[] = [];
    const walk = (tokens: Token[]) => {
      for (const token of tokens) {
        if (token.type === 'image')
          images.push({
            src: String(token.attrGet('src') ?? ''),
            alt: inspector.renderer.renderInlineAsText(token.children ?? [], inspector.options, {}).trim(),
          });
        if (token.children) walk(token.children);
      }
    };
    walk(inspector.parse(body, {}));
    return images;
  }

  /** A body's text without its marks (for search, descriptions and the reading time). */
  function plainTextOf(body: string): string {
    const parts: string[] = [];
    const walk = (tokens: Token[]) => {
      for (const token of tokens) {
        if (token.type === 'text' || token.type === 'code_inline' || token.type === 'code_block' || token.type === 'fence')
          parts.push(token.content);
        else if (token.type === 'ruby') parts.push((token.meta as { base: string }).base);
        else if (token.type === 'softbreak' || token.type === 'hardbreak') parts.push(' ');
        else if (token.type.endsWith('_close') && token.block) parts.push('\n');
        if (token.children) walk(token.children);
      }
    };
    walk(markdown.parse(body, {}));
    return parts
      .join('')
      .replace(/[ \t]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim();
  }

  return { render: renderMarkdown, imagesOf, plainTextOf };
}
