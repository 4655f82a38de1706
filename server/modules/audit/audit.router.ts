import { listAuditInput, listAuditOutput } from '../../../shared/audit.schema.js';
import { router } from '../../trpc/init.js';
import { adminProcedure } from '../../trpc/procedures.js';

export const auditRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/audit',
        tags: ['admin'],
        summary: 'Read the audit log',
        description:
          'Every create, update and delete of an event and every image upload, newest first, with who made it and the record before and after. Admins only.',
        protect: true,
      },
    })
    .input(listAuditInput)
    .output(listAuditOutput)
    .query(({ ctx, input }) => ctx.services.audit.list(input)),
});
