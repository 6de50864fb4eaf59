import { ADMIN_PORTAL_TITLE } from '../messages';
import panel from '../layout/panel.module.css';
import { TwoFactorPolicy } from '../twoFactor/TwoFactorPolicy';
import { CreateUserForm } from './CreateUserForm';
import { UsersTable } from './UsersTable';
import styles from './AdminPortal.module.css';

/** The Employee tab: 'ADMIN PORTAL', user management (staff §2). */
export function AdminPortal() {
  return (
    <section className={panel.panel} aria-labelledby="admin-portal-title">
      <h2 id="admin-portal-title" className={styles.portalTitle}>
        {ADMIN_PORTAL_TITLE}
      </h2>
      <TwoFactorPolicy />
      <div className={styles.columns}>
        <section aria-labelledby="create-user-title" className={styles.column}>
          <h3 id="create-user-title" className={styles.columnTitle}>
            Create a user
          </h3>
          <CreateUserForm />
        </section>
        <section aria-labelledby="users-title" className={styles.column}>
          <h3 id="users-title" className={styles.columnTitle}>
            Users
          </h3>
          <UsersTable />
        </section>
      </div>
    </section>
  );
}
