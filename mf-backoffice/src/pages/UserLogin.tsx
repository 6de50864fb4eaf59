import type { LoginResponse } from '@agency/contracts';
import { logoDataUrl, site } from '@agency/site';
import { useLocation, useNavigate } from 'react-router-dom';
import { SignInForm } from '../components/SignInForm';
import card from '../layout/card.module.css';
import { readLoginState } from '../navigation';
import { paths } from '../paths';
import { useStartSession } from '../session/useStartSession';
import { storeSession } from '../storage';
import { useTwoStepSignIn } from '../twoFactor/useTwoStepSignIn';

/** The spec's answer when a sign-in fails without a server message. */
export const LOGIN_FAILED = 'An error occurred during login. Please try again.';

/** /Login — staff and users sign in, then go back to the page they asked for (or /Account). */
export function UserLogin() {
  const { message, from } = readLoginState(useLocation().state);
  const navigate = useNavigate();
  const startSession = useStartSession();

  const accept = (answer: LoginResponse) => {
    storeSession(answer.token, answer.username, answer.role);
    startSession();
    navigate(from ?? paths.account, { replace: true });
    return undefined;
  };
  // The password, then the code for an account with two-factor sign-in (twoFactor/).
  const { signIn, secondStep, notice } = useTwoStepSignIn({ accept, fallback: LOGIN_FAILED });

  return (
    <section className={card.card} aria-labelledby="login-title">
      <img className={card.logo} src={logoDataUrl} alt={site.brandName} width={56} height={56} />
      <h1 id="login-title" className={card.title}>
        Welcome
      </h1>
      <p className={card.subtitle}>Sign in to your account</p>
      {secondStep ?? <SignInForm notice={notice ?? message} onSignIn={signIn} />}
    </section>
  );
}
