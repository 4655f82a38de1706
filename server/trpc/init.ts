// The tRPC instance. `t` stays in this folder: routers use the procedure builders and `router`.
import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from './context.js';
import { localizeError } from './errors.js';

export const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // The shape both doors answer with. tRPC's client needs the numeric `code` and `data`;
    // `message` and `error` are the localized text, `data.issues` the localized field issues.
    // No stack trace: outside production tRPC would add one. The REST door reshapes this into
    // { error, code, issues } (plugins/rest.ts).
    errorFormatter({ shape, error, ctx }) {
      const localized = localizeError(error, ctx?.language ?? 'en');
      return {
        message: localized.error,
        code: shape.code,
        error: localized.error,
        data: {
          code: localized.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          issues: localized.issues,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
