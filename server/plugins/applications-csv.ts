// GET /api/admin/applications.csv: the applications inbox as a file to open in a spreadsheet
// (issue 13). A plain route, because the REST door answers JSON only; it calls the `join.export`
// procedure with tRPC's server-side caller, so the permission (manageStaff), the validation of
// the filters and the error answers are the procedures' own. Private data: never cached.
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { applicationsCsv, csvContentType, csvFileName } from '../modules/join/join.csv.js';
import { appRouter } from '../router.js';
import { localizeError } from '../trpc/errors.js';
import { createCallerFactory } from '../trpc/init.js';
import { logUnexpected } from '../trpc/log.js';
import { registerMethodNotAllowed } from './errors.js';
import type { DoorOptions } from './trpc.js';

export const applicationsCsvUrl = '/api/admin/applications.csv';

export function registerApplicationsCsv(app: FastifyInstance, opts: Pick<DoorOptions, 'createContext' | 'answers'>) {
  const createCaller = createCallerFactory(appRouter);
  app.get(applicationsCsvUrl, async (request, reply) => {
    const ctx = await opts.createContext({ req: request, res: reply }, 'rest');
    try {
      const { q, status } = request.query as Record<string, unknown>;
      const data = await createCaller(ctx).join.export({ q, status } as never);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${csvFileName(ctx.services.clock())}"`)
        .type(csvContentType)
        .send(applicationsCsv(data.applications, ctx.language));
    } catch (error) {
      const failure = error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
      logUnexpected({ error: failure, req: request, path: 'join.export' });
      return opts.answers.send(request, reply, localizeError(failure, ctx.language));
    }
  });
  registerMethodNotAllowed(app, opts.answers, applicationsCsvUrl, ['GET', 'HEAD']);
}
