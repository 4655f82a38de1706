// The ticket page's kept answers: kept per code, read back only whole, a handful at most, and a
// QR image address that carries the SVG as data (no markup of it reaches the page).
import { describe, expect, test } from 'vitest';
import type { Ticket } from '../../../../shared/check-in.schema';
import { forgetTicket, isTicketCode, keepTicket, keptTicket, keptTicketsMax, qrImageSrc } from './kept-ticket';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const code = '3q2-7wXyZ0aB1cD2eF3gH4';
const codeOf = (i: number) => `${String(i).padStart(2, '0')}${'x'.repeat(20)}`;
const ticket: Ticket = {
  name: 'Sun Mei',
  status: 'confirmed',
  checkedInAt: null,
  event: {
    id: 4,
    slug: 'lantern-night-4',
    titleEn: 'Lantern Night',
    titleZh: '灯笼之夜',
    locationEn: 'Hart House',
    locationZh: '',
    startsAt: '2030-03-02T00:00:00.000Z',
    endsAt: '2030-03-02T03:00:00.000Z',
    timeZone: 'America/Toronto',
  },
  url: `https://society.example/tickets/${code}`,
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v7H4z"/></svg>',
};

describe('a kept ticket', () => {
  test('is read back as kept, with when', () => {
    const store = new MemoryStorage();
    expect(keptTicket(code, store)).toBeNull();
    keepTicket(code, ticket, new Date('2030-03-01T12:00:00.000Z'), store);
    expect(keptTicket(code, store)).toEqual({ ticket, savedAt: '2030-03-01T12:00:00.000Z' });
    forgetTicket(code, store);
    expect(keptTicket(code, store)).toBeNull();
  });

  test('is not kept, nor read, for what is not a ticket’s code', () => {
    const store = new MemoryStorage();
    expect(isTicketCode('short')).toBe(false);
    expect(isTicketCode(code)).toBe(true);
    keepTicket('short', ticket, new Date(), store);
    expect(store.length).toBe(0);
  });

  test('that is not whole (another version’s, edited by hand) reads as none', () => {
    const store = new MemoryStorage();
    store.setItem(`ticket:${code}`, JSON.stringify({ ticket: { ...ticket, qrSvg: undefined }, savedAt: '2030-03-01T12:00:00.000Z' }));
    expect(keptTicket(code, store)).toBeNull();
    store.setItem(`ticket:${code}`, '{not json');
    expect(keptTicket(code, store)).toBeNull();
  });

  test('are a handful at most: the oldest go, other keys stay', () => {
    const store = new MemoryStorage();
    store.setItem('theme', 'dark');
    for (let i = 0; i < keptTicketsMax + 3; i++) keepTicket(codeOf(i), ticket, new Date(Date.UTC(2030, 0, 1, i)), store);
    expect(store.length).toBe(keptTicketsMax + 1);
    expect(keptTicket(codeOf(0), store)).toBeNull();
    expect(keptTicket(codeOf(2), store)).toBeNull();
    expect(keptTicket(codeOf(3), store)).not.toBeNull();
    expect(keptTicket(codeOf(keptTicketsMax + 2), store)).not.toBeNull();
    expect(store.getItem('theme')).toBe('dark');
  });
});

describe('the QR image', () => {
  test('is the SVG as an image’s data, every markup character escaped', () => {
    const src = qrImageSrc(ticket.qrSvg);
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(src).not.toMatch(/[<>"]/);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(ticket.qrSvg);
  });
});
