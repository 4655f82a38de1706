// The tRPC instance. `t` stays in this folder: routers use the procedure builders and `router`.
import { initTRPC, type AnyProcedure, type AnyRouter } from '@trpc/server';
import type { z } from 'zod';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { MessageKey } from '../lib/messages.js';
import type { Fresh } from '../lib/read-cache.js';
import type { ChineseSide } from '../lib/traditional.js';
import type { ReadCacheName, Services } from '../services.js';
import type { Context } from './context.js';
import { localizeError, trpcErrorShape } from './errors.js';

/** What a procedure says about itself: its REST door (trpc-to-openapi's `openapi`) and more. */
export type AppMeta = OpenApiMeta<{
  /**
   * Answered from a CachedAnswer on both doors (http/caching/cached-procedures.ts): an ETag, 304 for a
   * matching If-None-Match, and on the REST door Cache-Control for shared caches.
   */
  cachedRead?: CachedReadMeta;
  /** What its REST door does besides JSON in (query or body by method) and JSON out. */
  rest?: RestMeta;
  /** A volunteer's check-in link may call it too, its token in the `Check-In-Link` header (trpc/procedures.ts checkInProcedure). */
  checkInLink?: true;
}>;

/**
 * What the REST door (http/doors/rest-door.ts) does differently for a procedure, and the OpenAPI
 * document (http/doors/openapi.ts) says: trpc-to-openapi's adapter knows only JSON in and out.
 */
export interface RestMeta {
  /** The input is the JSON body although the method is DELETE (a list of ids). */
  jsonBody?: true;
  /**
   * The largest JSON body it takes, on both doors, where that is more than every other
   * operation's (the app's `limits.bodyBytes`): an article's texts. Its meta lists its 413.
   */
  bodyBytes?: number;
  /**
   * The input is a multipart form of one file: the door hands the procedure `{ [field]: file }`,
   * an IncomingFile not read yet, so the procedure's rule and rate limit run before the body.
   */
  upload?: UploadMeta;
  /** The answer is a file made from the output, not JSON. */
  file?: FileAnswerMeta;
  /**
   * RFC 8058's one-click POST (the newsletter's unsubscribe): a form body (urlencoded or
   * multipart, as a mail provider sends `List-Unsubscribe=One-Click`) is taken and not read, the
   * input being the path's; a JSON body is read as on any other operation.
   */
  formPost?: true;
  /** Headers of every answer of this operation (its errors too). */
  headers?: (ctx: Context) => Record<string, string>;
}

export interface UploadMeta {
  /** The form field that carries the file: the input's one field. */
  field: string;
  /** The media types the file may have (by its content), for the document. */
  accept: readonly string[];
  messages: {
    /** No file in the field. */
    noFile: MessageKey;
    /** The body is not a form. */
    multipartOnly: MessageKey;
  };
}

export interface FileAnswerMeta {
  /** As sent: `text/csv; charset=utf-8`. */
  contentType: string;
  /** The 200 answer and its body, in the document's words. */
  description: string;
  format: string;
  /** The file from the output. A cached read's output is the file's text itself (made once per input). */
  // biome-ignore lint/suspicious/noExplicitAny: each procedure's meta takes its own output's type here, which this shared type cannot name (a parameter: unknown would refuse them all)
  body?: (data: any, ctx: Context) => string;
}
/**
 * How a cached read loads its data (the same function its resolver calls), and the cache whose
 * area's writes make it stale.
 */
export interface CachedReadMeta {
  cache: ReadCacheName;
  /**
   * `side`: which Chinese the answer's `…Zh` fields carry, from the request's `?language=`
   * (zh-Hant: Traditional; docs/decisions/036). Answers of each side are cached apart.
   */
  // biome-ignore lint/suspicious/noExplicitAny: each procedure's meta takes its own parsed input's type here, which this shared type cannot name (a parameter: unknown would refuse them all)
  read: (services: Services, input: any, side: ChineseSide) => Fresh<unknown> | Promise<Fresh<unknown>>;
}

export const t = initTRPC
  .context<Context>()
  .meta<AppMeta>()
  .create({
    // The shape the tRPC door answers with (trpc/errors.ts); outside production tRPC would add a
    // stack trace. The REST door answers the same { error, code, issues } without the envelope.
    errorFormatter({ shape, error, ctx }) {
      return trpcErrorShape(localizeError(error, ctx?.language ?? 'en'), {
        code: shape.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
      });
    },
  });

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/** Every procedure of a router by its dotted path (events.list), with its meta and input schema. */
export function proceduresOf(router: AnyRouter): Array<{ path: string; meta: AppMeta | undefined; input: z.ZodType | undefined }> {
  // tRPC keeps them flat by dotted path at run time; its types describe the nested record.
  return Object.entries(router._def.procedures as unknown as Record<string, AnyProcedure>).map(([path, { _def }]) => ({
    path,
    meta: _def.meta as AppMeta | undefined,
    input: _def.inputs[0] as z.ZodType | undefined,
  }));
}
