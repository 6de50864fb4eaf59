import { LogOut } from 'lucide-react';
import styles from './StaffLayout.module.css';

/** The staff bar's way out ('Logout' or 'Sign Out'). */
export function ExitButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.exit} onClick={onClick}>
      <LogOut size={18} aria-hidden="true" />
      {label}
    </button>
  );
}
