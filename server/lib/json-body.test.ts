// The JSON rule of both doors: the depth count reads JSON as JSON (brackets inside strings and
// escaped quotes are text), an empty text is no value, and what the parser refuses is a 400.
import { describe, expect, test } from 'vitest';
import { AppError } from './app-error.js';
import { jsonDepthExceeds, maxJsonDepth, parseJson } from './json-body.js';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonDepthExceeds', () => {
  test('counts nesting, not brackets: the limit itself passes, one more does not, siblings do not add up', () => {
    expect(jsonDepthExceeds(nested(maxJsonDepth))).toBe(false);
    expect(jsonDepthExceeds(nested(maxJsonDepth + 1))).toBe(true);
    expect(jsonDepthExceeds(`{"a":${nested(maxJsonDepth - 1)}}`)).toBe(false);
    expect(jsonDepthExceeds(`{"a":${nested(maxJsonDepth)}}`)).toBe(true);
    // A long list of shallow values is wide, not deep.
    expect(jsonDepthExceeds(`[${Array.from({ length: 100 }, () => '{"x":[1]}').join(',')}]`)).toBe(false);
    expect(jsonDepthExceeds(nested(3), 2)).toBe(true);
    expect(jsonDepthExceeds(nested(2), 2)).toBe(false);
  });

  test('brackets inside strings are text, also after an escaped quote or backslash', () => {
    const brackets = '['.repeat(maxJsonDepth * 2);
    expect(jsonDepthExceeds(JSON.stringify({ note: brackets }))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ note: `say "${brackets}"` }))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ path: 'C:\\', note: brackets }))).toBe(false);
    // The string ends where JSON says it does: brackets after it count again.
    expect(jsonDepthExceeds(`["\\\\",${nested(maxJsonDepth)}]`)).toBe(true);
  });
});

describe('parseJson', () => {
  test('parses JSON; an empty or blank text is no value', () => {
    expect(parseJson('{"a":[1,"x",null]}')).toEqual({ a: [1, 'x', null] });
    expect(parseJson('')).toBeUndefined();
    expect(parseJson(' \n\t ')).toBeUndefined();
  });

  test('refuses what is not JSON, too deep, or has prototype keys, as BAD_REQUEST with the reason', () => {
    const refusal = (text: string) => {
      try {
        parseJson(text);
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        return [(error as AppError).code, (error as AppError).messageKey];
      }
      throw new Error(`${text} was accepted`);
    };
    expect(refusal('{"name": ')).toEqual(['BAD_REQUEST', 'errors.badRequest']);
    expect(refusal(nested(maxJsonDepth + 1))).toEqual(['BAD_REQUEST', 'errors.tooDeep']);
    expect(refusal('{"__proto__":{"isAdmin":true}}')).toEqual(['BAD_REQUEST', 'errors.badRequest']);
    expect(refusal('{"constructor":{"prototype":{"isAdmin":true}}}')).toEqual(['BAD_REQUEST', 'errors.badRequest']);
  });
});
