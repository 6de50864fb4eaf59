/** The audit log's call (administrators only), injected into the back office's api. */
import { auditCalls, fetchArgsFor, type QueryOf, type ResponseOf } from '@agency/contracts';
import { backofficeApi } from '../../api';

type AuditListCall = typeof auditCalls.list;
export type AuditLogQuery = QueryOf<AuditListCall>;

/** The audit call's request, method and URL from its contract. */
const audit = fetchArgsFor(auditCalls);

export const auditApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<ResponseOf<AuditListCall>, AuditLogQuery>({
      query: (query) => audit.list({ query }),
      // The log grows with every staff action: each visit of the screen asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
