import { MAIN_CONTENT_ID } from '@agency/page/protocol';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styles from './BareLayout.module.css';

/**
 * The back office's bare layout: no public header or footer, the screen centred on a calm
 * backdrop. As a route element it shows the matched child route; a guard passes its own content.
 */
export function BareLayout({ children }: { children?: ReactNode }) {
  return (
    <main className={styles.layout} id={MAIN_CONTENT_ID}>
      {children ?? <Outlet />}
    </main>
  );
}
