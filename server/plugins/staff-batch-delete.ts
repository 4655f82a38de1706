// DELETE /api/admin/staff with a JSON body `{ ids }` (SPEC.md §7): the REST door reads a DELETE's
// input from the query string only, so this plain route reads the body (the app's JSON parser,
// its limits and rules) and calls the `staff.deleteMany` procedure with tRPC's server-side
// caller: the permission, the validation, the rules and the error path are the procedure's own.
// The session plugin has already made its same-origin check (every /api request).
//
// Registered before the REST door: its 405 answer for the other methods of /api/admin/staff
// leaves DELETE to this route and names it in `Allow` (plugins/errors.ts).
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { staffRouter } from '../modules/staff/staff.router.js';
import { localizeError } from '../trpc/errors.js';
import { createCallerFactory } from '../trpc/init.js';
import { logUnexpected } from '../trpc/log.js';
import type { DoorOptions } from './trpc.js';

export const staffBatchDeleteUrl = '/api/admin/staff';

export function registerStaffBatchDelete(app: FastifyInstance, opts: Pick<DoorOptions, 'createContext' | 'answers'>) {
  const createCaller = createCallerFactory(staffRouter);
  app.delete(staffBatchDeleteUrl, async (request, reply) => {
    const ctx = await opts.createContext({ req: request, res: reply }, 'rest');
    try {
      const data = await createCaller(ctx).deleteMany(request.body as never);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(data));
    } catch (error) {
      const failure = error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
      logUnexpected({ error: failure, req: request, path: 'staff.deleteMany' });
      return opts.answers.send(request, reply, localizeError(failure, ctx.language));
    }
  });
}
