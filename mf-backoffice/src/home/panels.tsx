import type { ReactNode } from 'react';
import { failureMessageOf } from '../api';
import { kit, ProblemBox } from '../kit';
import panel from '../kit/panel.module.css';
import { HOME_TEXTS } from '../messages';
import styles from './StaffHome.module.css';

interface QueryState {
  data?: unknown;
  isError: boolean;
  isFetching: boolean;
  error?: Parameters<typeof failureMessageOf>[0];
  refetch: () => unknown;
}

/** Loading, failed (with a retry) or the figures. */
function Figures({ query, failed, children }: { query: QueryState; failed: string; children: ReactNode }) {
  if (query.data !== undefined) return <>{children}</>;
  if (query.isError) {
    return (
      <ProblemBox onRetry={() => void query.refetch()} retryLabel={HOME_TEXTS.retry} busy={query.isFetching}>
        {failed} {failureMessageOf(query.error)}
      </ProblemBox>
    );
  }
  return (
    <p className={styles.placeholder} role="status">
      {HOME_TEXTS.loading}
    </p>
  );
}

/** A group of figures in the home's first panel (the enquiries, the money). */
export function Group({ title, query, failed, children }: { title: string; query: QueryState; failed: string; children: ReactNode }) {
  return (
    <section className={kit.stack} aria-label={title}>
      <h2 className={kit.cardTitle}>{title}</h2>
      <Figures query={query} failed={failed}>
        {children}
      </Figures>
    </section>
  );
}

/** A chart's own panel, named by its title. */
export function ChartPanel({ title, query, failed, children }: { title: string; query: QueryState; failed: string; children: ReactNode }) {
  const id = title.replace(/\W+/g, '-').toLowerCase();
  return (
    <section className={`${panel.panel} ${styles.chartPanel}`} aria-labelledby={id}>
      <h2 id={id} className={styles.chartTitle}>
        {title}
      </h2>
      <Figures query={query} failed={failed}>
        {children}
      </Figures>
    </section>
  );
}
