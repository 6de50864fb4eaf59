/** The audit log's one call: administrators read it. No call changes or removes an entry. */

import { errorResponse } from '../common';
import { defineCall } from '../define';
import { auditPage, auditQuery } from '../entities/audit';

export const auditCalls = {
  list: defineCall({
    id: 'audit.list',
    method: 'GET',
    path: '/api/audit',
    // The auth service serves it: it owns the accounts, and the log is about what they did.
    service: 'auth',
    access: ['admin'],
    summary:
      'The audit log of staff actions, newest first, paged, with the total: who (account), when, from where (client address, browser), ' +
      'what (action, target, changed fields). Filters: actor (username), action, target, from/to (days in India time, inclusive)',
    schema: { querystring: auditQuery, response: { 200: auditPage, 400: errorResponse, 401: errorResponse, 403: errorResponse } },
  }),
} as const;
