// The one place errors are answered. Whatever failed (a procedure, a hook, Fastify's own URL,
// body and content-type checks, a socket too slow or too large, a path nobody serves), the
// answer has the same shape and the same security headers:
//  - under /api: JSON { error, code, issues? } with the status of the code's row in lib/app-error.ts,
//    `error` and `issues` in the request's language;
//  - under /api/trpc: the same fields inside tRPC's envelope, which the web app's client reads;
//  - elsewhere: the message as plain text (pages that do not exist get the app: see registerNotFound).
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { defaultLanguage, type Language } from '../../../shared/constants.js';
import { AppError, codeOfStatus, errorCodes, httpStatusOf } from '../../lib/app-error.js';
import { languageOf } from '../../lib/language.js';
import { translate } from '../../lib/messages.js';
import { localizeAppError, trpcErrorShape, trpcNumberOf, type LocalizedError } from '../../trpc/errors.js';
import type { HeaderList } from '../security/headers.js';
import { pathOf } from '../../lib/query-string.js';

const trpcPrefix = '/api/trpc/';

function isApiPath(url: string) {
  const pathname = pathOf(url);
  return pathname === '/api' || pathname.startsWith('/api/');
}

export interface ErrorAnswers {
  /** Answers `failure` in the request's language, in the form its path calls for. */
  send(request: FastifyRequest, reply: FastifyReply, failure: AppError | LocalizedError): FastifyReply;
}

/** Fastify's and Node's own errors as domain errors; anything else is unexpected (500). */
function asAppError(error: FastifyError | Error): AppError | null {
  if (error instanceof AppError) return error;
  const status = (error as FastifyError).statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  const code = codeOfStatus(status);
  return new AppError(code === 'INTERNAL_SERVER_ERROR' ? 'BAD_REQUEST' : code, undefined, { cause: error });
}

export function errorAnswers(): ErrorAnswers {
  return {
    send(request, reply, failure) {
      const localized = failure instanceof AppError ? localizeAppError(failure, request.language) : failure;
      const status = httpStatusOf(localized.code);
      reply.code(status);
      if (!isApiPath(request.url)) return reply.type('text/plain; charset=utf-8').send(localized.error);
      reply.type('application/json; charset=utf-8').header('cache-control', 'no-store');
      if (pathOf(request.url).startsWith(trpcPrefix) && failure instanceof AppError) {
        // Raised before any procedure: shaped here as tRPC's errorFormatter shapes a procedure's.
        return reply.send(JSON.stringify({ error: trpcErrorShape(localized, { code: trpcNumberOf(localized.code), httpStatus: status }) }));
      }
      const body = {
        error: localized.error,
        code: localized.code,
        ...(localized.issues ? { issues: localized.issues } : {}),
        ...(localized.details ? { details: localized.details } : {}),
      };
      return reply.send(JSON.stringify(body));
    },
  };
}

/** The error handler of the whole app: planned failures are answered, others logged and 500. */
export function registerErrorHandler(app: FastifyInstance, answers: ErrorAnswers) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const planned = asAppError(error);
    if (!planned) request.log.error({ err: error }, 'unexpected error');
    return answers.send(request, reply, planned ?? new AppError('INTERNAL_SERVER_ERROR'));
  });
}

/**
 * Fastify's `frameworkErrors` (a URL it cannot decode, a path parameter too long): these are
 * answered before any hook runs, so the security headers are set here, and on a request Fastify
 * makes without the app's decorators, so its `language` is set here, by the same function.
 */
export function frameworkErrors(answers: () => ErrorAnswers, headers: HeaderList) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of headers) reply.header(name, value);
    if (!('language' in request)) Object.defineProperty(request, 'language', { value: languageOf(request) });
    answers().send(request, reply, asAppError(error) ?? new AppError('BAD_REQUEST'));
  };
}

/** The language of a request's head as it arrived, when Node could not parse all of it. */
export function languageOfRawHead(packet: Buffer): Language | undefined {
  const text = packet.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const [first = '', ...lines] = (end === -1 ? text : text.slice(0, end)).split('\r\n');
  const target = /^[A-Z]+ (\S+) HTTP\/\d\.\d$/.exec(first)?.[1];
  const header = lines.find((line) => /^accept-language[ \t]*:/i.test(line));
  if (target === undefined && header === undefined) return undefined;
  return languageOf({ url: target ?? '', headers: { 'accept-language': header?.slice(header.indexOf(':') + 1).trim() } });
}

/**
 * Node's `clientError` (headers too large, a request that took too long to arrive, a malformed
 * request line or header), written straight to the socket, which is then closed. Its language is
 * the request's: of the request whose head was read and whose body is still arriving (`watch`
 * remembers it), else read from the bytes Node could not parse (a request line and an
 * Accept-Language header in them), else English (headers that never finished arriving, bytes that
 * are not HTTP, a head too large to come in one piece).
 */
export function clientErrorHandler(headers: HeaderList) {
  const extra = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  // Node's message, not Fastify's request: an idle connection keeps its last request's head
  // here, never its body.
  const arriving = new WeakMap<Socket, IncomingMessage>();
  const languageOfFailure = (error: NodeJS.ErrnoException, socket: Socket): Language => {
    const message = arriving.get(socket);
    if (message && !message.complete) return languageOf({ url: message.url ?? '', headers: message.headers });
    // Node's parse errors carry the bytes it could not parse (the chunk that failed).
    const { rawPacket } = error as { rawPacket?: unknown };
    return (Buffer.isBuffer(rawPacket) ? languageOfRawHead(rawPacket) : undefined) ?? defaultLanguage;
  };
  return {
    answer(error: NodeJS.ErrnoException, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const code =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'TIMEOUT' : error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
      const [status, , key] = errorCodes[code];
      const body = JSON.stringify({ error: translate(languageOfFailure(error, socket), key), code });
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n${extra}\r\n${body}`,
        );
      }
      socket.destroy(error);
    },
    /** Remembers each connection's latest request, whose body may still time out. */
    watch(app: FastifyInstance) {
      app.addHook('onRequest', (request, _reply, done) => {
        arriving.set(request.raw.socket, request.raw);
        done();
      });
    },
  };
}

const everyMethod: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Other methods on a served path get 405 with Allow, not 404. A method another route already
 * serves on the path (the REST door's upload routes live in a scope of their own) is left to it
 * and named in Allow.
 */
export function registerMethodNotAllowed(app: FastifyInstance, answers: ErrorAnswers, url: string, allowed: HTTPMethods[]) {
  const served = [
    ...allowed,
    ...everyMethod.filter((method) => !allowed.includes(method) && method !== 'HEAD' && app.hasRoute({ url, method })),
  ];
  const allow = served.includes('GET') && !served.includes('HEAD') ? [...served, 'HEAD'] : served;
  const others = everyMethod.filter((method) => !allow.includes(method));
  if (!others.length) return;
  const allowHeader = allow.join(', ');
  app.route({
    method: others,
    url,
    handler: (request, reply) => answers.send(request, reply.header('allow', allowHeader), new AppError('METHOD_NOT_SUPPORTED')),
  });
}

/** Unknown API paths get a JSON 404; other paths are the site's to answer (the app, or a plain 404). */
export function registerNotFound(
  app: FastifyInstance,
  answers: ErrorAnswers,
  notFoundPage: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    answers.send(request, reply, new AppError('NOT_FOUND', 'errors.apiNotFound'));
  // The site's file wildcard (/*) would otherwise take the API paths that no route matches, such
  // as `/api//events` or a tRPC batch path over maxParamLength, and refuse them as files (403).
  app.all('/api/*', apiNotFound);
  app.setNotFoundHandler((request, reply) => (isApiPath(request.url) ? apiNotFound(request, reply) : notFoundPage(request, reply)));
}

/**
 * While the server stops, a request that still arrives on an open connection is told to come
 * back (503, connection closed) in our shape; Fastify's own answer to it has another.
 */
export function registerClosingAnswer(app: FastifyInstance, answers: ErrorAnswers) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    answers.send(request, reply.header('connection', 'close'), new AppError('SERVICE_UNAVAILABLE'));
  });
}
