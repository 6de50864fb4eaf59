import { Info } from 'lucide-react';
import kit from '../kit/kit.module.css';
import panel from '../kit/panel.module.css';
import { holidayTypeLabel, serviceLabel } from '../packages/labels';
import { useHolidayTypesQuery, useInclusionsQuery } from '../packages/packagesApi';
import styles from './ReferenceData.module.css';
import { useExclusionsQuery } from './referenceDataApi';
import { REFERENCE_TEXTS as T } from './texts';

const F = T.fixed;

/** The holiday types, inclusions and exclusions: the spec's fixed vocabularies, listed for reference. */
export function FixedListsSection() {
  const holidayTypes = useHolidayTypesQuery();
  const inclusions = useInclusionsQuery();
  const exclusions = useExclusionsQuery();
  const lists = [
    { id: 'holiday-types', title: F.holidayTypes, query: holidayTypes, items: holidayTypes.data?.map((h) => holidayTypeLabel(h.name)) },
    { id: 'inclusions', title: F.inclusions, query: inclusions, items: inclusions.data?.map((s) => serviceLabel(s.service)) },
    { id: 'exclusions', title: F.exclusions, query: exclusions, items: exclusions.data?.map((s) => serviceLabel(s.service)) },
  ];
  return (
    <div className={kit.stack}>
      <p className={panel.later}>
        <Info size={20} aria-hidden="true" />
        <span>{F.note}</span>
      </p>
      <div className={styles.fixedLists}>
        {lists.map((list) => (
          <section key={list.id} className={kit.card} aria-labelledby={`fixed-${list.id}`}>
            <h3 id={`fixed-${list.id}`} className={kit.cardTitle}>
              {list.title}
            </h3>
            {list.query.isError ? (
              <div className={styles.problem}>
                <p role="alert" className={kit.problemText}>
                  {T.failed}
                </p>
                <button type="button" className={kit.secondary} onClick={() => void list.query.refetch()}>
                  {T.retry}
                </button>
              </div>
            ) : !list.items ? (
              <p role="status" className={kit.hint}>
                {T.loading}
              </p>
            ) : (
              <ul className={styles.chips}>
                {list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
