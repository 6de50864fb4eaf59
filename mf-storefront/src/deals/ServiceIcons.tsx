import type { InclusionService } from '@agency/contracts';
import styles from './ServiceIcons.module.css';
import { SERVICE_LOOKS } from './services';

interface Props {
  /** The package's inclusion_ids. */
  included: readonly InclusionService[];
  /** 'all': the seven, included ones in the spec's yellow and the rest grey; 'included': only those. */
  show: 'all' | 'included';
  /** Labels under the icons (the OVERVIEW), or only for screen readers (cards). */
  labels?: 'visible' | 'hidden';
  label: string;
}

/** A package's services as icons (OVERVIEW, side card, list cards). */
export function ServiceIcons({ included, show, labels = 'hidden', label }: Props) {
  const shown = show === 'all' ? SERVICE_LOOKS : SERVICE_LOOKS.filter(({ service }) => included.includes(service));
  return (
    <ul className={`${styles.list} ${labels === 'visible' ? styles.labelled : ''}`} aria-label={label}>
      {shown.map(({ service, icon: Icon, label: serviceLabel }) => {
        const isIncluded = included.includes(service);
        return (
          <li
            key={service}
            className={isIncluded ? styles.included : styles.excluded}
            data-service={service}
            data-included={isIncluded}
            title={serviceLabel}
          >
            <span className={styles.icon}>
              <Icon size={labels === 'visible' ? 26 : 18} aria-hidden="true" />
            </span>
            <span className={labels === 'visible' ? styles.label : 'visually-hidden'}>
              {serviceLabel}
              {show === 'all' && <span className="visually-hidden">{isIncluded ? ' (included)' : ' (not included)'}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
