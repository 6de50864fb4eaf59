import { MAIN_CONTENT_ID } from '@agency/page/protocol';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useScrollToTopOnNavigate } from '../components/pageEffects';
import { LoadingState } from '../components/StatusMessage';
import { FloatingContact } from './FloatingContact';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './PublicLayout.module.css';
import { TopBar } from './TopBar';

/** The layout of every public page: top bar, sticky header, the page, footer, floating buttons. */
export function PublicLayout() {
  useScrollToTopOnNavigate();
  return (
    <div className={styles.layout}>
      <TopBar />
      <Header />
      <main className={styles.main} id={MAIN_CONTENT_ID}>
        {/* Pages loaded on demand wait here, inside the layout, so header and footer stay put. */}
        <Suspense fallback={<LoadingState label="Loading page..." />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <FloatingContact />
    </div>
  );
}
