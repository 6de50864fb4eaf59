import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CREATED_PACKAGE_TEXTS } from '../../messages';
import { packageEditPath } from '../../paths';
import { StatusBadges } from '../publishing/PublishingBadges';
import styles from './PackageForm.module.css';

/** The package a create (or a clone) just saved, as the server numbered it. */
export interface CreatedPackageFacts {
  id: number;
  name: string;
  published: boolean;
}

/**
 * Under 'Package created successfully!': which package that is (its number), whether it is a
 * draft, and a link to its own form, since the create form has started over for the next one.
 */
export function CreatedPackage({ created }: { created: CreatedPackageFacts }) {
  return (
    <section className={styles.created} aria-label={CREATED_PACKAGE_TEXTS.label}>
      <span className={styles.createdNumber}>{CREATED_PACKAGE_TEXTS.number(created.id)}</span>
      <span className={styles.createdName}>{created.name}</span>
      <StatusBadges published={created.published} homePlaces={[]} />
      <Link className={styles.createdLink} to={packageEditPath(created.id)} aria-label={CREATED_PACKAGE_TEXTS.edit(created.name)}>
        {CREATED_PACKAGE_TEXTS.editShort}
        <ArrowRight size={16} aria-hidden="true" />
      </Link>
    </section>
  );
}
