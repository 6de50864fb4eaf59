import { useEffect } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { INVALID_CREDENTIALS, site, type LoginResponse } from '@agency/contracts';
import { SignInForm } from '../components/SignInForm';
import card from '../layout/card.module.css';
import { readLoginState } from '../navigation';
import { useStartSession } from '../session/useStartSession';
import { paths } from '../paths';
import { clearAdminSession, storeAdminSession } from '../storage';
import { useTwoStepSignIn } from '../twoFactor/useTwoStepSignIn';

/** /Log — 'Administrator Login'. Opening it ends any administrator session in this browser. */
export function AdminLogin() {
  const { message } = readLoginState(useLocation().state);
  const navigate = useNavigate();
  const startSession = useStartSession();

  useEffect(() => {
    clearAdminSession();
  }, []);

  const accept = (answer: LoginResponse) => {
    // Only an administrator's answer opens the admin area (the server checks the role again on every call).
    if (answer.role !== 'admin') return INVALID_CREDENTIALS;
    storeAdminSession(answer.token);
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
