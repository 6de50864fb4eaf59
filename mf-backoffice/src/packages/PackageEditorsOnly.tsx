import { catalogueCalls } from '@agency/contracts';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { PACKAGE_EDITORS_ONLY } from '../messages';
import { mayCall } from '../session/mayCall';
import { useVerifiedSession } from '../session/VerifiedSession';
import styles from './form/PackageForm.module.css';

/** Who may change packages: the catalogue refuses everyone else (403); the screen says so first rather than after typing. */
export function PackageEditorsOnly({ children }: { children: ReactNode }) {
  const { role } = useVerifiedSession();
  if (mayCall(catalogueCalls.createPackage, role)) return children;
  return (
    <p className={styles.notice}>
      <ShieldAlert size={20} aria-hidden="true" />
      <span>{PACKAGE_EDITORS_ONLY}</span>
    </p>
  );
}
