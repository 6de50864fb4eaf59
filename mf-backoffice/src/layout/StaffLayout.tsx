import { TWO_FACTOR_TEXTS } from '@agency/contracts';
import { MAIN_CONTENT_ID } from '@agency/page/protocol';
import { logoDataUrl, site } from '@agency/site';
import { ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChangePasswordButton } from '../password/ChangePasswordButton';
import { paths } from '../paths';
import { SignOutButton } from '../session/SignOutButton';
import { useVerifiedSession } from '../session/VerifiedSession';
import styles from './StaffLayout.module.css';
import { StaffNav } from './StaffNav';

interface Props {
  children: ReactNode;
}

/** The guarded staff screens' frame: no public header or footer, a slim bar with who is signed in. */
export function StaffLayout({ children }: Props) {
  const { username } = useVerifiedSession();
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <span className={styles.brand}>
          <img src={logoDataUrl} alt="" width={32} height={32} />
          <span>
            {site.brandName} <span className={styles.area}>back office</span>
          </span>
        </span>
        <div className={styles.who}>
          <span className={styles.user}>
            <UserRound size={18} aria-hidden="true" />
            <span className="visually-hidden">Signed in as </span>
            {username}
          </span>
          {/* Every role's own security setting (twoFactor/TwoFactorPage.tsx). */}
          <Link className={styles.security} to={paths.twoFactor}>
            <ShieldCheck size={18} aria-hidden="true" />
            <span className={styles.securityLabel}>{TWO_FACTOR_TEXTS.title}</span>
          </Link>
          <ChangePasswordButton />
          {/* The way out, one wording per session (the public header is never shown here). */}
          <SignOutButton />
        </div>
      </header>
      <StaffNav />
      <main className={styles.main} id={MAIN_CONTENT_ID}>
        {children}
      </main>
    </div>
  );
}
