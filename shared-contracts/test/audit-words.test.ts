import { AUDIT_ACTION_WORDS, AUDIT_TARGET_KINDS, AUDITED_ACTIONS, auditActionWords } from '../src';

describe('the audit log in words', () => {
  it('has plain words for every action a contract records, and a kind for every target', () => {
    expect(AUDITED_ACTIONS.filter((action) => !AUDIT_ACTION_WORDS[action])).toEqual([]);
    const kinds = [...new Set(AUDITED_ACTIONS.map((action) => action.split('.')[0]))].filter((kind) => kind !== 'auth' && kind !== 'home');
    expect(kinds.filter((kind) => !AUDIT_TARGET_KINDS[kind])).toEqual([]);
  });

  it('says an action without words by its code', () => {
    expect(auditActionWords('user.suspend')).toBe('Suspended an account');
    expect(auditActionWords('something.new')).toBe('something.new');
  });
});
