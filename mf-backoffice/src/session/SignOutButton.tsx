import { ExitButton } from '../layout/ExitButton';
import { SIGN_OUT_TEXTS } from '../messages';
import { paths } from '../paths';
import { useSignOut } from './useSignOut';
import { useVerifiedSession } from './VerifiedSession';

/**
 * The staff bar's way out, worded once per session: the spec's admin screen has 'Logout' back
 * to /Log and its user pages 'Sign Out' to /Login; one session shows one of them on every
 * screen, an administrator's 'Logout', everyone else's 'Sign Out'. Either ends the whole session.
 */
export function SignOutButton() {
  const { role } = useVerifiedSession();
  const signOut = useSignOut();
  const admin = role === 'admin';
  return (
    <ExitButton
      label={admin ? SIGN_OUT_TEXTS.admin : SIGN_OUT_TEXTS.staff}
      onClick={() => signOut(admin ? paths.adminLogin : paths.login)}
    />
  );
}
