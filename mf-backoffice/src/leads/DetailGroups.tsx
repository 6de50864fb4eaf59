import type { Lead } from '@agency/contracts';
import kit from '../kit/kit.module.css';
import styles from './Leads.module.css';
import { DETAIL_GROUPS, DETAIL_LABELS, detailValue } from './leadFields';

/** Every field the visitor gave, labelled by what it holds, grouped as client, trip and request; `holder` says who holds it. */
export function DetailGroups({ lead, holder }: { lead: Lead; holder: string }) {
  return (
    <>
      {DETAIL_GROUPS.map((group) => {
        const rows = group.keys.flatMap((key) => {
          const value = key === 'handleby' ? holder : detailValue(lead, key);
          return value === undefined ? [] : [{ key, value }];
        });
        if (rows.length === 0) return null;
        return (
          <section key={group.title} className={kit.stackTight} aria-label={group.title}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            <dl className={styles.fields}>
              {rows.map(({ key, value }) => (
                <div key={key} className={key === 'travelplans' || key === 'message' ? `${styles.field} ${styles.wide}` : styles.field}>
                  <dt>{DETAIL_LABELS[key]}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
