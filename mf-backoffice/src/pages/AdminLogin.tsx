import { INVALID_CREDENTIALS, type LoginResponse } from '@agency/contracts';
import { site } from '@agency/site';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SignInForm } from '../components/SignInForm';
import card from '../layout/card.module.css';
import { readLoginState } from '../navigation';
import { paths } from '../paths';
import { useForgetSession } from '../session/useSignOut';
import { useStartSession } from '../session/useStartSession';
import { storeSession } from '../storage';
import { useTwoStepSignIn } from '../twoFactor/useTwoStepSignIn';

/**
 * /Log — 'Administrator Login'. Opening it ends the session stored in this browser (the spec
 * clears authToken and adminAuth; the back office has one session, so it ends on the server too).
 * Signing in here starts the same session as /Login does and opens /admin, which tells an
 * account of another role that it has no admin access, and leaves it signed in.
 */
export function AdminLogin() {
  const { message } = readLoginState(useLocation().state);
  const navigate = useNavigate();
  const startSession = useStartSession();
  const forgetSession = useForgetSession();

  // Once, on opening: never again after this page's own sign-in has stored the new session.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    forgetSession();
  }, [forgetSession]);

  const accept = (answer: LoginResponse) => {
    storeSession(answer.token, answer.username, answer.role);
    startSession();
    navigate(paths.admin, { replace: true });
    return undefined;
  };
  // The password, then the code for an account with two-factor sign-in (twoFactor/).
  const { signIn, secondStep, notice } = useTwoStepSignIn({ accept, fallback: INVALID_CREDENTIALS });

  return (
    <section className={card.card} aria-labelledby="admin-login-title">
      <span className={card.badge}>
        <ShieldCheck size={32} aria-hidden="true" />
      </span>
      <h1 id="admin-login-title" className={card.title}>
        Administrator Login
      </h1>
      <p className={card.subtitle}>{site.brandName} back office</p>
      {secondStep ?? <SignInForm notice={notice ?? message} onSignIn={signIn} />}
    </section>
  );
}
