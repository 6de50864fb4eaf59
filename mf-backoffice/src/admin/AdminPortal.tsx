import { useState } from 'react';
import kit from '../kit/kit.module.css';
import type { OutcomeMessage } from '../kit/Outcome';
import panel from '../kit/panel.module.css';
import { ADMIN_PORTAL_TITLE } from '../messages';
import { TwoFactorPolicy } from '../twoFactor/TwoFactorPolicy';
import styles from './AdminPortal.module.css';
import { CreateUserForm } from './CreateUserForm';
import { UsersTable } from './UsersTable';

/** Where the portal's latest outcome came from: it shows there, and only it shows. */
type Latest = { from: 'create' | 'users'; message: OutcomeMessage } | null;

/**
 * The Employee tab: 'ADMIN PORTAL', user management (the staff spec's screens). The form and the table share
 * one outcome: a new one replaces the last, wherever it was shown ("User created successfully"
 * does not stay beside "User deleted successfully").
 */
export function AdminPortal() {
  const [latest, setLatest] = useState<Latest>(null);
  const shown = (from: 'create' | 'users') => (latest?.from === from ? latest.message : null);
  const report = (from: 'create' | 'users') => (message: OutcomeMessage | null) => setLatest(message && { from, message });
  return (
    <section className={panel.panel} aria-labelledby="admin-portal-title">
      <h2 id="admin-portal-title" className={styles.portalTitle}>
        {ADMIN_PORTAL_TITLE}
      </h2>
      <TwoFactorPolicy />
      <div className={styles.columns}>
        <section aria-labelledby="create-user-title" className={kit.stackRoomy}>
          <h3 id="create-user-title" className={kit.cardTitle}>
            Create a user
          </h3>
          <CreateUserForm outcome={shown('create')} onOutcome={report('create')} />
        </section>
        <section aria-labelledby="users-title" className={kit.stackRoomy}>
          <h3 id="users-title" className={kit.cardTitle}>
            Users
          </h3>
          <UsersTable outcome={shown('users')} onOutcome={report('users')} />
        </section>
      </div>
    </section>
  );
}
