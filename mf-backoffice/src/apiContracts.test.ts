/**
 * Every endpoint of the back office's api (its own, the packages' and the leads') sends the
 * request its call contract describes (see @agency/test-kit's describeEndpointContracts),
 * and so do the package form's multipart saves, which go around RTK Query.
 */
import {
  auditCalls,
  authCalls,
  bookingCalls,
  catalogueCalls,
  leadsCalls,
  PUBLIC_HANDLER,
  paymentCalls,
  referenceDataCalls,
} from '@agency/contracts';
import { describeEndpointContracts, type EndpointCases } from '@agency/test-kit';
import { auditApi } from './admin/audit/auditApi';
import { backofficeApi } from './api';
import { bookingsApi } from './bookings/bookingsApi';
import { homeApi } from './home/homeApi';
import { LEADS_PER_PAGE, leadsApi } from './leads/leadsApi';
import { leadWorkApi } from './leads/leadWorkApi';
import { outboxApi } from './outbox/outboxApi';
import { packagesApi } from './packages/packagesApi';
import type { publishingApi } from './packages/publishing/publishingApi';
import { saveTargetOf } from './packages/useSavePackage';
import { referenceDataApi } from './referenceData/referenceDataApi';
import { roomsApi } from './rooms/roomsApi';
import { createStore } from './store';

type Endpoints = typeof leadsApi.endpoints &
  typeof packagesApi.endpoints &
  typeof auditApi.endpoints &
  typeof homeApi.endpoints &
  typeof roomsApi.endpoints &
  typeof bookingsApi.endpoints &
  typeof referenceDataApi.endpoints &
  typeof leadWorkApi.endpoints &
  typeof outboxApi.endpoints &
  typeof publishingApi.endpoints;

const cases: EndpointCases<Endpoints> = {
  login: { call: authCalls.login, arg: { username: 'asha', password: 'secret123' } },
  getSignInChallenge: { call: authCalls.signInChallenge },
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
  newPasswordAtSignIn: {
    call: authCalls.newPasswordAtSignIn,
    arg: { username: 'asha', password: 'Temporary#Pass-1', newPassword: 'New#Pass-Kochi' },
  },
  // The staff reads (drafts included, never cached), publishing and the home page's choice.
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
    {
      call: leadsCalls.list,
      arg: { source: { call: 'list', handleby: PUBLIC_HANDLER }, page: 1 },
      query: { handleby: PUBLIC_HANDLER, page: '1', limit: String(LEADS_PER_PAGE) },
    },
    { call: leadsCalls.list, arg: { source: { call: 'list' }, page: 3 }, query: { page: '3', limit: String(LEADS_PER_PAGE) } },
    { call: leadsCalls.confirmed, arg: { source: { call: 'confirmed' }, page: 2 }, query: { page: '2', limit: String(LEADS_PER_PAGE) } },
    { call: leadsCalls.deleted, arg: { source: { call: 'deleted' }, page: 1 }, query: { page: '1', limit: String(LEADS_PER_PAGE) } },
    // The lead filters: only those asked for are sent.
    {
      call: leadsCalls.list,
      arg: {
        source: { call: 'list', handleby: 'asha' },
        page: 1,
        filters: { q: '98450', from: '2026-11-01', to: undefined, overdue: true },
      },
      query: { handleby: 'asha', page: '1', limit: String(LEADS_PER_PAGE), q: '98450', from: '2026-11-01', overdue: 'true' },
    },
    {
      call: leadsCalls.confirmed,
      arg: { source: { call: 'confirmed' }, page: 1, filters: { to: '2026-11-30' } },
      query: { page: '1', limit: String(LEADS_PER_PAGE), to: '2026-11-30' },
    },
  ],
  exportLeads: [
    {
      call: leadsCalls.export,
      arg: { list: 'data', handleby: PUBLIC_HANDLER, q: 'asha' },
      query: { list: 'data', handleby: PUBLIC_HANDLER, q: 'asha' },
    },
    { call: leadsCalls.export, arg: { list: 'deleted', overdue: true }, query: { list: 'deleted', overdue: 'true' } },
  ],
  // The lead work.
  leadActivity: { call: leadsCalls.activity, arg: 4, params: { id: 4 } },
  addLeadNote: { call: leadsCalls.addNote, arg: { id: 4, text: 'Called back' }, params: { id: 4 } },
  editLeadNote: { call: leadsCalls.editNote, arg: { id: 4, noteId: 9, text: 'Called back twice' }, params: { id: 4, noteId: 9 } },
  setLeadFollowUp: { call: leadsCalls.setFollowUp, arg: { id: 4, date: '2026-12-01' }, params: { id: 4 } },
  reassignLead: { call: leadsCalls.reassign, arg: { id: 4, to: { id: 3, username: 'ravi' } }, params: { id: 4 } },
  updateHandleby: { call: leadsCalls.updateHandleby, arg: { id: 4, handleby: 'asha' } },
  updateStatus: { call: leadsCalls.updateStatus, arg: { id: 4, status: 'Confirm' } },
  auditLog: { call: auditCalls.list, arg: { action: 'package.delete', page: 2 }, query: { action: 'package.delete', page: '2' } },
  // The staff home and the retreat rooms.
  leadsOverview: { call: leadsCalls.overview },
  paymentOverview: { call: paymentCalls.overview },
  staffRooms: { call: paymentCalls.staffRooms },
  updateRoom: {
    call: paymentCalls.updateRoom,
    arg: { id: 2, change: { name: 'Garden Duo', pricePerPerson: 18999, places: 4 } },
    params: { id: 2 },
  },
  // The bookings and payments.
  bookingList: { call: bookingCalls.list, arg: { status: 'paid', q: '98765', page: 2 }, query: { status: 'paid', q: '98765', page: '2' } },
  booking: { call: bookingCalls.detail, arg: 'AWR1', params: { txnid: 'AWR1' } },
  exportBookings: { call: bookingCalls.export, arg: { room: 'SoulPod' }, query: { room: 'SoulPod' } },
  checkBooking: { call: bookingCalls.check, arg: 'AWR1', params: { txnid: 'AWR1' } },
  refundBooking: { call: bookingCalls.refund, arg: { txnid: 'AWR1', amount: 500, reason: 'Guest fell ill' }, params: { txnid: 'AWR1' } },
  cancelBooking: { call: bookingCalls.cancel, arg: { txnid: 'AWR1', reason: 'Guest asked to cancel' }, params: { txnid: 'AWR1' } },
  // The reference data.
  referenceData: { call: referenceDataCalls.referenceData },
  cityHotels: { call: referenceDataCalls.cityHotels },
  exclusions: { call: catalogueCalls.exclusions },
  createCountry: {
    call: referenceDataCalls.createCountry,
    arg: { continentId: 1, name: 'Laos', intro: 'Slow rivers.', more: '', inMenu: true },
  },
  updateCountry: {
    call: referenceDataCalls.updateCountry,
    arg: { id: 9, body: { continentId: 1, name: 'Laos', intro: 'Slow rivers.', more: '', inMenu: false } },
    params: { id: 9 },
  },
  deleteCountry: { call: referenceDataCalls.deleteCountry, arg: 9, params: { id: 9 } },
  createCity: { call: referenceDataCalls.createCity, arg: { countryId: 4, name: 'Varkala' } },
  updateCity: { call: referenceDataCalls.updateCity, arg: { id: 12, body: { name: 'Kovalam' } }, params: { id: 12 } },
  deleteCity: { call: referenceDataCalls.deleteCity, arg: 12, params: { id: 12 } },
  createHotel: { call: referenceDataCalls.createHotel, arg: { cityId: 12, name: 'Cliff Stay', star: 4 } },
  updateHotel: { call: referenceDataCalls.updateHotel, arg: { id: 30, body: { name: 'Cliff Stay', star: 5 } }, params: { id: 30 } },
  deleteHotel: { call: referenceDataCalls.deleteHotel, arg: 30, params: { id: 30 } },
  // The two e-mail outboxes (administrators).
  outboxList: [
    { call: leadsCalls.outboxList, arg: { service: 'leads', query: { limit: 50 } }, query: { limit: '50' } },
    {
      call: paymentCalls.outboxList,
      arg: { service: 'payment', query: { state: 'failed', limit: 100 } },
      query: { state: 'failed', limit: '100' },
    },
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
  it("counts the injected package and lead endpoints among the api's endpoints", () => {
    expect(packagesApi).toBe(backofficeApi);
    expect(leadsApi).toBe(backofficeApi);
    expect(auditApi).toBe(backofficeApi);
    expect(homeApi).toBe(backofficeApi);
    expect(roomsApi).toBe(backofficeApi);
    expect(bookingsApi).toBe(backofficeApi);
    expect(referenceDataApi).toBe(backofficeApi);
    expect(leadWorkApi).toBe(backofficeApi);
    expect(outboxApi.endpoints.outboxList).toBeDefined();
  });
  describeEndpointContracts(backofficeApi, cases, createStore);
});

describe('package saves and their contracts', () => {
  it('creates (and clones) with catalogue.createPackage and updates with catalogue.updatePackage', () => {
    expect(saveTargetOf(undefined)).toEqual({ method: catalogueCalls.createPackage.method, url: catalogueCalls.createPackage.path });
    expect(saveTargetOf(12)).toEqual({
      method: catalogueCalls.updatePackage.method,
      url: catalogueCalls.updatePackage.path.replace(':id', '12'),
    });
  });
});
