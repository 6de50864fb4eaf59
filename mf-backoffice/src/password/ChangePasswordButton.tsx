import { PASSWORD_CHANGED } from '@agency/contracts';
import { Dialog } from '@agency/ui';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useChangePasswordMutation } from '../api';
import { kit, Outcome } from '../kit';
import layout from '../layout/StaffLayout.module.css';
import { replaceAuthToken } from '../storage';
import { PasswordChangeForm } from './PasswordChangeForm';
import { refusalOf } from './refusal';

/**
 * 'Change password' in the staff bar, for every role: the current password and a new one.
 * Every other session of the account ends; this one goes on with the answer's new token.
 */
export function ChangePasswordButton() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const submit = async (values: { currentPassword: string; newPassword: string }) => {
    const result = await changePassword(values);
    if ('error' in result) return refusalOf(result.error);
    replaceAuthToken(result.data.token);
    setDone(true);
    return undefined;
  };
  const close = () => {
    setOpen(false);
    setDone(false);
  };

  return (
    <>
      <button type="button" className={layout.exit} onClick={() => setOpen(true)}>
        <KeyRound size={18} aria-hidden="true" />
        {/* Only the icon on a phone, like the two-factor link beside it (the words stay for screen readers). */}
        <span className={layout.securityLabel}>Change password</span>
      </button>
      {open && (
        <Dialog
          title="Change password"
          description={done ? undefined : 'Your other sessions are signed out when you save.'}
          locked={isLoading}
          onClose={close}
        >
          {done ? (
            <>
              <Outcome message={{ tone: 'success', text: PASSWORD_CHANGED }} />
              <button type="button" className={`${kit.secondary} ${layout.dialogClose}`} onClick={close}>
                Done
              </button>
            </>
          ) : (
            <PasswordChangeForm kind="change" submitLabel="Save new password" busyLabel="Saving…" onSubmit={submit} />
          )}
        </Dialog>
      )}
    </>
  );
}
