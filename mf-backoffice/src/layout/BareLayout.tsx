import { Outlet } from 'react-router-dom';
import styles from './BareLayout.module.css';

/** The back office's bare layout: no public header or footer, the screen centred on a calm backdrop. */
export function BareLayout() {
  return (
    <main className={styles.layout}>
      <Outlet />
    </main>
  );
}
