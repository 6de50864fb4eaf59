import { useHttpStatus, usePageHead } from '@agency/page/remote';
import { NOT_FOUND_TITLE } from '@agency/site';
import { Compass } from '@agency/ui/icons';
import buttons from '@agency/ui/styles/buttons.module.css';
import { Link } from 'react-router-dom';
import { Poster } from '../components/Poster';
import { notFoundHead } from '../head/pageHeads';
import { paths } from '../paths';
import styles from './NotFound.module.css';

/** Shown for any unknown path, inside the public layout. */
export function NotFound() {
  useHttpStatus(404);
  usePageHead(notFoundHead(NOT_FOUND_TITLE));
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div className={styles.card}>
        <Poster name="page-404" alt="" priority className={styles.poster} />
        <div className={styles.body}>
          <span className={styles.icon}>
            <Compass size={32} aria-hidden="true" />
          </span>
          <h1 id="not-found-title" className={styles.title}>
            {NOT_FOUND_TITLE}
          </h1>
          <p className={styles.text}>This page seems to have wandered off the map. Let us point you back towards somewhere beautiful.</p>
          <div className={styles.actions}>
            <Link to={paths.home} className={buttons.primary}>
              Back to Home
            </Link>
            <Link to={paths.deals} className={buttons.secondary}>
              See Exclusive Deals
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
