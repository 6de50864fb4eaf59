/**
 * Every endpoint of the back office's api (its own, the packages' and the leads') sends the
 * request its call contract describes (see @agency/test-kit's describeEndpointContracts),
 * and so do the package form's multipart saves, which go around RTK Query.
 */
import { auditCalls, authCalls, catalogueCalls, leadsCalls, PUBLIC_HANDLER } from '@agency/contracts';
import { describeEndpointContracts, type EndpointCases } from '@agency/test-kit';
import { auditApi } from './admin/audit/auditApi';
import { backofficeApi } from './api';
import { LEADS_PER_PAGE, leadsApi } from './leads/leadsApi';
import { packagesApi } from './packages/packagesApi';
import { publishingApi } from './packages/publishing/publishingApi';
import { saveTargetOf } from './packages/useSavePackage';
import { createStore } from './store';

type Endpoints = typeof leadsApi.endpoints & typeof packagesApi.endpoints & typeof auditApi.endpoints;
/** Issue 15's publishing endpoints. */
type AllEndpoints = Endpoints & typeof publishingApi.endpoints;

const cases: EndpointCases<AllEndpoints> = {
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
  // Issue 15: the staff reads (drafts included, never cached), publishing and the home page's choice.
  listStaffPackages: {
    call: catalogueCalls.listStaffPackages,
    arg: { page: 2, limit: 10, q: 'kerala', status: 'draft' },
    query: { page: '2', limit: '10', q: 'kerala', status: 'draft' },
  },
  getPackage: { call: catalogueCalls.getStaffPackage, arg: 7, params: { id: 7 } },
  setPublication: { call: catalogueCalls.setPublication, arg: { id: 7, published: true }, params: { id: 7 } },
  homePlacements: { call: catalogueCalls.homePlacements },
  saveHomePlacements: {
    call: catalogueCalls.saveHomePlacements,
    arg: { topDeals: [7, 3], HomeDealSection1: [], HomeDealSection2: [4], HomeDealSection3: [] },
  },
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
};

describe('back office api endpoints and their contracts', () => {
  it('counts the injected package and lead endpoints among the api\'s endpoints', () => {
    expect(packagesApi).toBe(backofficeApi);
    expect(leadsApi).toBe(backofficeApi);
    expect(auditApi).toBe(backofficeApi);
  });
  describeEndpointContracts(backofficeApi, cases, createStore);
});

describe('package saves and their contracts', () => {
  it('creates (and clones) with catalogue.createPackage and updates with catalogue.updatePackage', () => {
    expect(saveTargetOf(undefined)).toEqual({ method: catalogueCalls.createPackage.method, url: catalogueCalls.createPackage.path });
    expect(saveTargetOf(12)).toEqual({ method: catalogueCalls.updatePackage.method, url: catalogueCalls.updatePackage.path.replace(':id', '12') });
  });
});
