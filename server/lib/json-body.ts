// JSON from a client, parsed under the same rules on both doors: nested at most maxJsonDepth
// deep, and no `__proto__` or `constructor.prototype` keys (they are refused, not stripped).
import secureJson from 'secure-json-parse';
import { AppError } from './app-error.js';

export const maxJsonDepth = 32;

/** The deepest nesting of objects and arrays in `text`, counting stops once past `limit`. */
export function jsonDepthExceeds(text: string, limit = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Parses a request's JSON or throws a BAD_REQUEST AppError; an empty text is no value. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (jsonDepthExceeds(text)) throw new AppError('BAD_REQUEST', 'errors.tooDeep');
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (cause) {
    throw new AppError('BAD_REQUEST', 'errors.badRequest', { cause });
  }
}

/**
 * Refuses a compressed request body (415): bodies are read as sent, never inflated, since no
 * browser compresses one and inflating is work whose size the sender chooses.
 */
export function refuseEncodedBody(contentEncoding: string | undefined) {
  if (contentEncoding !== undefined && contentEncoding.trim().toLowerCase() !== 'identity') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'errors.encodedBody');
  }
}
