import type { AuditEntry } from '@agency/contracts';
import { targetText } from './entryText';

const entry = (action: string, target: string | null, changes: AuditEntry['changes'] = []) => ({ action, target, changes });

describe("an audit entry's target", () => {
  const names = new Map([['5', 'ravi']]);

  it('names an account by its username: from the entry (created, deleted), else from the user list', () => {
    expect(targetText(entry('user.delete', '9', [{ field: 'username', before: 'leaver' }]), names)).toBe('leaver (account 9)');
    expect(targetText(entry('user.create', '10', [{ field: 'username', after: 'newbie' }]), names)).toBe('newbie (account 10)');
    expect(targetText(entry('user.suspend', '5'), names)).toBe('ravi (account 5)');
    expect(targetText(entry('user.changeRole', '77'), names)).toBe('Account 77');
  });

  it('says what kind of thing any other id is, and a dash for none', () => {
    expect(targetText(entry('lead.reassign', '42'), names)).toBe('Request 42');
    expect(targetText(entry('package.update', '7'), names)).toBe('Package 7');
    expect(targetText(entry('payment.refund', 'AWR1'), names)).toBe('Booking AWR1');
    expect(targetText(entry('auth.signIn', null), names)).toBe('—');
    expect(targetText(entry('brand.new', '3'), names)).toBe('3');
  });
});
