import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageMeta, type PageMetaName } from '../../../shared/page-meta.js';
import { createPageHtml } from '../../lib/page-html.js';
import { languageModules, screenModules, screenPreloads, type BuildManifest } from './screen-preloads.js';

const clientDir = path.resolve(import.meta.dirname, '../../../client');

// A build's manifest in small: the entry with its shared chunk and stylesheet, two screens that
// share a chunk, one of them with a chunk of its own behind another (and a stylesheet there).
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_banner-1.js': { file: 'assets/banner-1.js', imports: ['_react-1.js'], css: ['assets/banner-1.css'] },
  '_pager-1.js': { file: 'assets/pager-1.js', imports: ['_paging-1.js', 'index.html'] },
  '_paging-1.js': { file: 'assets/paging-1.js', css: ['assets/pager-1.css'] },
  'src/screens/events/EventsScreen.tsx': {
    file: 'assets/EventsScreen-1.js',
    imports: ['_react-1.js', 'index.html', '_banner-1.js', '_pager-1.js'],
    css: ['assets/EventsScreen-1.css', 'assets/index-1.css'],
  },
  'src/screens/about/AboutScreen.tsx': { file: 'assets/AboutScreen-1.js', imports: ['_banner-1.js'] },
  'src/i18n/zh-Hant-pack.ts': { file: 'assets/zh-Hant-pack-1.js', imports: ['_zh-Hant-1.js', '_react-1.js'] },
  '_zh-Hant-1.js': { file: 'assets/zh-Hant-1.js' },
  'src/i18n/en.ts': { file: 'assets/en-1.js', imports: ['_validation-1.js', 'index.html'] },
  'src/i18n/zh.ts': { file: 'assets/zh-1.js', imports: ['_validation-1.js', 'index.html'] },
  '_validation-1.js': { file: 'assets/validation-1.js' },
};

describe('screenPreloads', () => {
  const preloads = screenPreloads(manifest);

  test("a page preloads its screen's chunk, every chunk that chunk imports (through others) and their stylesheets", () => {
    expect(preloads('events', 'en')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/en-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/validation-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/EventsScreen-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/banner-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/pager-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/paging-1.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/EventsScreen-1.css" />',
      '<link rel="preload" as="style" crossorigin href="/assets/banner-1.css" />',
      '<link rel="preload" as="style" crossorigin href="/assets/pager-1.css" />',
    ]);
  });

  test('nothing the entry already loads (its chunks and stylesheet) is asked for again', () => {
    const all = (['events', 'about'] as const).flatMap((page) => preloads(page, 'en')).join('\n');
    expect(all).not.toContain('index-1');
    expect(all).not.toContain('react-1');
  });

  test("every page asks for its language's texts first (the app waits for them), and for no other language's", () => {
    expect(preloads('about', 'zh-Hant')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/zh-Hant-pack-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/zh-Hant-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/AboutScreen-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/banner-1.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/banner-1.css" />',
    ]);
    expect(preloads('about', 'zh').slice(0, 2)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/zh-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/validation-1.js" />',
    ]);
    expect(preloads('about', 'zh').join()).not.toMatch(/zh-Hant|\/en-1/);
    expect(preloads('about', 'en').join()).not.toMatch(/zh-Hant|\/zh-1/);
    // The modules named are those i18n.tsx loads, one per language.
    const i18n = fs.readFileSync(path.join(clientDir, 'src/i18n/i18n.tsx'), 'utf8');
    for (const [language, module] of Object.entries(languageModules)) {
      expect(i18n, language).toMatch(new RegExp(`import\\(\\s*'\\./${path.basename(module, '.ts')}'\\s*\\)`));
      expect(fs.existsSync(path.join(clientDir, module))).toBe(true);
    }
  });

  test("a page whose screen is not in the manifest gets its language's texts only", () => {
    expect(preloads('join', 'en')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/en-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/validation-1.js" />',
    ]);
    expect(screenPreloads({})('events', 'zh-Hant')).toEqual([]);
  });

  test('the page of a team member preloads the team screen; every page has a screen App.tsx loads', () => {
    expect(screenModules.teamMember).toBe(screenModules.team);
    const app = fs.readFileSync(path.join(clientDir, 'src/app/App.tsx'), 'utf8');
    const lazy = new Set([...app.matchAll(/import\('\.\.\/(screens\/[^']+)'\)/g)].map(([, module]) => `src/${module}.tsx`));
    for (const name of Object.keys(pageMeta) as PageMetaName[]) {
      expect(lazy, `${name}: ${screenModules[name]}`).toContain(screenModules[name]);
      expect(fs.existsSync(path.join(clientDir, screenModules[name]))).toBe(true);
    }
  });

  test('the pages carry the tags before </head>: a page of the table and a page of its own', () => {
    const index = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const render = createPageHtml(index, 'https://ccs.example.org', pageMeta, preloads);
    const events = render('events', 'en').toString();
    const tags = events.slice(events.indexOf('EventsScreen-1.js') - 60, events.indexOf('</head>'));
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/EventsScreen-1.js" />');
    expect(tags).toContain('<link rel="preload" as="style" crossorigin href="/assets/pager-1.css" />');
    expect(render.withHead({ title: 'An event', description: 'Its page', path: '/events/x-1', page: 'events' }, 'zh').toString()).toContain(
      '/assets/EventsScreen-1.js',
    );
    expect(render.withHead({ title: 'A page', description: 'No screen named', path: null }, 'en').toString()).not.toContain(
      'modulepreload" crossorigin href="/assets/',
    );
  });
});
