/** The audit log's entries about one subject, newest first, as an admin reads them (tests of staff changes). */
import type { AuditEntry } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';

export async function auditEntriesOf(
  app: FastifyInstance,
  adminCookie: string,
  subjectType: string,
  subjectId: string,
): Promise<AuditEntry[]> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/staff/audit?subjectType=${encodeURIComponent(subjectType)}&subjectId=${encodeURIComponent(subjectId)}`,
    headers: { cookie: adminCookie },
  });
  if (answer.statusCode !== 200) throw new Error(`audit log refused: ${answer.body}`);
  return (answer.json() as { items: AuditEntry[] }).items;
}
