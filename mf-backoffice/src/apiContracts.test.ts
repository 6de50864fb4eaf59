/**
 * Every endpoint of the back office's api (its own, the packages' and the leads') sends the
 * request its call contract describes (see @agency/test-kit's describeEndpointContracts),
 * and so do the package form's multipart saves, which go around RTK Query.
 */
import { auditCalls, authCalls, catalogueCalls, leadsCalls, paymentCalls, PUBLIC_HANDLER } from '@agency/contracts';
import { describeEndpointContracts, type EndpointCases } from '@agency/test-kit';
import { auditApi } from './admin/audit/auditApi';
import { backofficeApi } from './api';
import { LEADS_PER_PAGE, leadsApi } from './leads/leadsApi';
import { packagesApi } from './packages/packagesApi';
import { saveTargetOf } from './packages/useSavePackage';
import { createStore } from './store';
import { outboxApi } from './outbox/outboxApi';

type Endpoints = typeof leadsApi.endpoints & typeof packagesApi.endpoints & typeof auditApi.endpoints & typeof outboxApi.endpoints;

const cases: EndpointCases<Endpoints> = {
  login: { call: authCalls.login, arg: { username: 'asha', password: 'secret123' } },
  verify: { call: authCalls.verify, arg: 'token' },
  listUsers: { call: authCalls.listUsers },
  createUser: { call: authCalls.createUser, arg: { username: 'ravi', password: 'secret123', role: 'employee' } },
  deleteUser: { call: authCalls.deleteUser, arg: 3, params: { id: 3 } },
  logout: { call: authCalls.logout, arg: 'token' },
  signOutEverywhere: { call: authCalls.signOutEverywhere, arg: 3, params: { id: 3 } },
  changeRole: { call: authCalls.changeRole, arg: { id: 3, role: 'user' }, params: { id: 3 } },
  resetPassword: { call: authCalls.resetPassword, arg: { id: 3, password: 'Temporary#Pass-1' }, params: { id: 3 } },
  changePassword: { call: authCalls.changePassword, arg: { currentPassword: 'Old#Pass-Kochi', newPassword: 'New#Pass-Kochi' } },
  refresh: { call: authCalls.refresh },
  newPasswordAtSignIn: { call: authCalls.newPasswordAtSignIn, arg: { username: 'asha', password: 'Temporary#Pass-1', newPassword: 'New#Pass-Kochi' } },
  listStaffPackages: { call: catalogueCalls.listPackages, arg: { page: 2, limit: 10 }, query: { page: '2', limit: '10' } },
  getPackage: { call: catalogueCalls.getPackage, arg: 7, params: { id: 7 } },
  deletePackage: { call: catalogueCalls.deletePackage, arg: 7, params: { id: 7 } },
  destinations: { call: catalogueCalls.destinations },
  holidayTypes: { call: catalogueCalls.holidayTypes },
  inclusions: { call: catalogueCalls.inclusions },
  leadList: [
    { call: leadsCalls.list, arg: { source: { call: 'list', handleby: PUBLIC_HANDLER }, page: 1 }, query: { handleby: PUBLIC_HANDLER, page: '1', limit: String(LEADS_PER_PAGE) } },
    { call: leadsCalls.list, arg: { source: { call: 'list' }, page: 3 }, query: { page: '3', limit: String(LEADS_PER_PAGE) } },
    { call: leadsCalls.confirmed, arg: { source: { call: 'confirmed' }, page: 2 }, query: { page: '2', limit: String(LEADS_PER_PAGE) } },
    { call: leadsCalls.deleted, arg: { source: { call: 'deleted' }, page: 1 }, query: { page: '1', limit: String(LEADS_PER_PAGE) } },
  ],
  updateHandleby: { call: leadsCalls.updateHandleby, arg: { id: 4, handleby: 'asha' } },
  updateStatus: { call: leadsCalls.updateStatus, arg: { id: 4, status: 'Confirm' } },
  auditLog: { call: auditCalls.list, arg: { action: 'package.delete', page: 2 }, query: { action: 'package.delete', page: '2' } },
  // Issue 15: the two e-mail outboxes (administrators).
  outboxList: [
    { call: leadsCalls.outboxList, arg: { service: 'leads', query: { limit: 50 } }, query: { limit: '50' } },
    { call: paymentCalls.outboxList, arg: { service: 'payment', query: { state: 'failed', limit: 100 } }, query: { state: 'failed', limit: '100' } },
  ],
  outboxMail: [
    { call: leadsCalls.outboxMail, arg: { service: 'leads', id: 5 }, params: { id: 5 } },
    { call: paymentCalls.outboxMail, arg: { service: 'payment', id: 6 }, params: { id: 6 } },
  ],
  resendMail: [
    { call: leadsCalls.outboxResend, arg: { service: 'leads', id: 5 }, params: { id: 5 } },
    { call: paymentCalls.outboxResend, arg: { service: 'payment', id: 6 }, params: { id: 6 } },
  ],
};

describe('back office api endpoints and their contracts', () => {
  it('counts the injected package and lead endpoints among the api\'s endpoints', () => {
    expect(packagesApi).toBe(backofficeApi);
    expect(leadsApi).toBe(backofficeApi);
    expect(auditApi).toBe(backofficeApi);
    expect(outboxApi.endpoints.outboxList).toBeDefined();
  });
  describeEndpointContracts(backofficeApi, cases, createStore);
});

describe('package saves and their contracts', () => {
  it('creates (and clones) with catalogue.createPackage and updates with catalogue.updatePackage', () => {
    expect(saveTargetOf(undefined)).toEqual({ method: catalogueCalls.createPackage.method, url: catalogueCalls.createPackage.path });
    expect(saveTargetOf(12)).toEqual({ method: catalogueCalls.updatePackage.method, url: catalogueCalls.updatePackage.path.replace(':id', '12') });
  });
});
