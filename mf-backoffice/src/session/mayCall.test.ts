import { authCalls, catalogueCalls } from '@agency/contracts';
import { mayCall } from './mayCall';

describe('mayCall', () => {
  it("answers from the call's contract: package calls for administrators and managers, user management for administrators", () => {
    expect(mayCall(catalogueCalls.listStaffPackages, 'admin')).toBe(true);
    expect(mayCall(catalogueCalls.listStaffPackages, 'manager')).toBe(true);
    expect(mayCall(catalogueCalls.listStaffPackages, 'employee')).toBe(false);
    expect(mayCall(catalogueCalls.listStaffPackages, 'user')).toBe(false);
    expect(mayCall(authCalls.listUsers, 'admin')).toBe(true);
    expect(mayCall(authCalls.listUsers, 'manager')).toBe(false);
  });

  it('lets every role make a public call', () => {
    expect(mayCall(catalogueCalls.listPackages, 'user')).toBe(true);
  });
});
