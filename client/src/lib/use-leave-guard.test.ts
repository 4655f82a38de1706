import { expect, test } from 'vitest';
import { leavingPath } from './use-leave-guard';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, target = '', download = false) => ({
  href,
  target,
  hasAttribute: (name: string) => name === 'download' && download,
});
const here = { origin: 'https://site.example', pathname: '/staff/profile', search: '' };

test('a plain click on a link to another page of the site is held, with its path', () => {
  expect(leavingPath(click, anchor('https://site.example/team'), here)).toBe('/team');
  expect(leavingPath(click, anchor('/events?status=past#list'), here)).toBe('/events?status=past#list');
  expect(leavingPath(click, anchor('https://site.example/staff/profile?tab=x'), here), 'another query').toBe('/staff/profile?tab=x');
});

test('clicks that leave nothing behind, or open elsewhere, go through', () => {
  expect(leavingPath(click, anchor('https://site.example/staff/profile'), here), 'the same page').toBeNull();
  expect(leavingPath(click, anchor('https://site.example/staff/profile#photo'), here), 'a jump on the same page').toBeNull();
  expect(leavingPath(click, anchor('https://elsewhere.example/'), here), 'another site (beforeunload asks)').toBeNull();
  expect(leavingPath(click, anchor('mailto:a@b.c'), here)).toBeNull();
  expect(leavingPath(click, anchor('/team', '_blank'), here), 'a new tab').toBeNull();
  expect(leavingPath(click, anchor('/team', '', true), here), 'a download').toBeNull();
  for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
    expect(leavingPath({ ...click, [key]: true }, anchor('/team'), here), key).toBeNull();
  expect(leavingPath({ ...click, button: 1 }, anchor('/team'), here), 'middle button').toBeNull();
  expect(leavingPath({ ...click, defaultPrevented: true }, anchor('/team'), here), 'handled already').toBeNull();
  expect(leavingPath(click, anchor('/team', '_self'), here), '_self is this tab').toBe('/team');
});
