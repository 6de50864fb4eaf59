/**
 * The derived types say what the schemas say. These checks run in the type checker
 * (`npm run typecheck`); the one runtime assertion keeps jest from reporting an empty suite.
 */
import type {
  authCalls,
  BodyOf,
  catalogueCalls,
  InventoryItem,
  Lead,
  LoginResponse,
  leadsCalls,
  Package,
  PackageListQuery,
  ParamsOf,
  paymentCalls,
  QueryOf,
  ResponseOf,
  UserAccount,
} from '../src';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

// An account never carries a password, and a typo in a field name is an error.
// @ts-expect-error no password field
export const withPassword: UserAccount = { _id: 1, username: 'asha', role: 'employee', password: 'secret' };
// @ts-expect-error misspelt field
export const misspelt: Pick<Package, 'packageName'> = { packagename: 'Bali' };

assertType<Equal<LoginResponse['success'], true>>();
assertType<Equal<ResponseOf<typeof authCalls.login, 401>['success'], false>>();
assertType<Equal<ResponseOf<typeof authCalls.listUsers>, UserAccount[]>>();
assertType<Equal<ResponseOf<typeof leadsCalls.list>, Lead[]>>();
assertType<Equal<ResponseOf<typeof paymentCalls.inventory>, InventoryItem[]>>();
assertType<Equal<Lead['Status'], 'Active' | 'Confirm' | 'Deleted'>>();
assertType<Equal<BodyOf<typeof leadsCalls.updateStatus>['status'], 'Confirm' | 'Deleted'>>();
assertType<Equal<ParamsOf<typeof paymentCalls.status>, { txnid: string }>>();
assertType<Equal<QueryOf<typeof catalogueCalls.listPackages>, PackageListQuery>>();
assertType<Equal<Package['Beach_Holidays'], 'True' | 'False'>>();

// A client may leave out what has a default (page, limit, sortOrder).
export const firstPage: QueryOf<typeof catalogueCalls.listPackages> = { country: 'thailand' };

describe('derived types', () => {
  it('are checked by the type checker', () => {
    expect(assertType<true>()).toBeUndefined();
  });
});
