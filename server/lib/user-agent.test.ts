// The device in words (issue 24, item 2): real User-Agent strings of the browsers and systems
// members use, the look-alikes that must not be mistaken (Edge and Opera say Chrome, Chrome says
// Safari, every iOS browser is WebKit), tools, and nothing.
import { describe, expect, test } from 'vitest';
import { deviceWords } from '../../shared/device-words.js';
import { deviceOf, userAgentReadMax } from './user-agent.js';

const cases: Array<[string, string | null, string | null]> = [
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome', 'Windows'],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'Edge',
    'Windows',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    'Opera',
    'Windows',
  ],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Windows'],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    'Safari',
    'macOS',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Chrome',
    'macOS',
  ],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'macOS'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Safari',
    'iOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    'Chrome',
    'iOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
    'Firefox',
    'iOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN',
    'WeChat',
    'iOS',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari',
    'iPadOS',
  ],
  ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome', 'Android'],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    'Samsung Internet',
    'Android',
  ],
  ['Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0', 'Firefox', 'Android'],
  ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome', 'ChromeOS'],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome', 'Linux'],
  ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Linux'],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Vivaldi/7.0.3495.18',
    'Vivaldi',
    'Windows',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.10.0.0 Safari/537.36',
    'Yandex Browser',
    'Windows',
  ],
  // An app's own browser on an iPhone names nothing but WebKit: Safari's engine.
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', 'Safari', 'iOS'],
  ['curl/8.11.0', 'curl', null],
  ['Wget/1.24.5', 'Wget', null],
  ['insomnia/2023.5.8', 'Insomnia', null],
  ['node-fetch/1.0 (+https://github.com/bitinn/node-fetch)', 'Node.js', null],
  ['axios/1.7.7', 'Node.js', null],
  ['undici', 'Node.js', null],
  // A name inside another word is not that tool.
  ['MyApp/1.0 (nocurl/2; python-requestsish)', null, null],
  ['python-requests/2.32.3', 'Python', null],
  ['node', 'Node.js', null],
  ['PostmanRuntime/7.42.0', 'Postman', null],
  ['Something/1.0', null, null],
];

describe('deviceOf', () => {
  test.each(cases)('%s', (userAgent, browser, os) => {
    expect(deviceOf(userAgent)).toEqual({ browser, os });
  });

  test('no User-Agent, or an empty one: nothing known', () => {
    expect(deviceOf(undefined)).toEqual({ browser: null, os: null });
    expect(deviceOf('')).toEqual({ browser: null, os: null });
  });

  test(`only the first ${userAgentReadMax} characters are read`, () => {
    expect(deviceOf(`${'x'.repeat(userAgentReadMax)} Firefox/133.0 (Windows)`)).toEqual({ browser: null, os: null });
    expect(deviceOf(`${'x'.repeat(userAgentReadMax - 30)} Firefox/133.0 (Windows)`)).toEqual({ browser: 'Firefox', os: 'Windows' });
  });
});

describe('deviceWords', () => {
  test('browser on system, in either language; one alone; else an unknown device', () => {
    expect(deviceWords({ browser: 'Firefox', os: 'Windows' }, 'en')).toBe('Firefox on Windows');
    expect(deviceWords({ browser: 'Firefox', os: 'Windows' }, 'zh')).toBe('Windows 上的 Firefox');
    expect(deviceWords({ browser: 'curl', os: null }, 'zh')).toBe('curl');
    expect(deviceWords({ browser: null, os: 'Android' }, 'en')).toBe('Android');
    expect(deviceWords({ browser: null, os: null }, 'en')).toBe('Unknown device');
    expect(deviceWords({ browser: null, os: null }, 'zh')).toBe('未知设备');
  });
});
