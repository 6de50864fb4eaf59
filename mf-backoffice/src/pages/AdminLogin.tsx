import { useEffect } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { INVALID_CREDENTIALS, site } from '@agency/contracts';
import { serverMessageOf, useLoginMutation } from '../api';
import { SignInForm } from '../components/SignInForm';
import type { Credentials } from '../components/credentials';
import card from '../layout/card.module.css';
import { readLoginState } from '../navigation';
import { useStartSession } from '../session/useStartSession';
import { paths } from '../paths';
import { clearAdminSession, storeAdminSession } from '../storage';

/** /Log — 'Administrator Login'. Opening it ends any administrator session in this browser. */
export function AdminLogin() {
  const { message } = readLoginState(useLocation().state);
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const startSession = useStartSession();

  useEffect(() => {
    clearAdminSession();
  }, []);

  const signIn = async (credentials: Credentials) => {
    const result = await login(credentials);
    if ('error' in result) return serverMessageOf(result.error) ?? INVALID_CREDENTIALS;
    const answer = result.data;
    // Only an administrator's answer opens the admin area (the server checks the role again on every call).
    if (answer.role !== 'admin') return INVALID_CREDENTIALS;
    storeAdminSession(answer.token);
    startSession();
    navigate(paths.admin, { replace: true });
    return undefined;
  };

  return (
    <section className={card.card} aria-labelledby="admin-login-title">
      <span className={card.badge}>
        <ShieldCheck size={32} aria-hidden="true" />
      </span>
      <h1 id="admin-login-title" className={card.title}>
        Administrator Login
      </h1>
      <p className={card.subtitle}>{site.brandName} back office</p>
      <SignInForm notice={message} onSignIn={signIn} />
    </section>
  );
}
