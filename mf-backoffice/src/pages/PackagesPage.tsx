import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import panel from '../kit/panel.module.css';
import { StaffLayout } from '../layout/StaffLayout';
import { BACK_TO_LIST, PACKAGES_PAGE_TEXTS } from '../messages';
import styles from '../packages/form/PackageForm.module.css';
import { PackageFormScreen } from '../packages/form/PackageFormScreen';
import { PackageEditorsOnly } from '../packages/PackageEditorsOnly';
import { PackageManager } from '../packages/PackageManager';
import { paths } from '../paths';

/**
 * /Account/packages: the package list (Add Package, Update, Clone, Publish, Home page, Delete;
 * drafts marked) in every package editor's own navigation, managers included, not only on the
 * admin screen's Database tab.
 */
export function PackagesPage() {
  return (
    <StaffLayout>
      <section className={panel.panel} aria-labelledby="packages-title">
        <h1 id="packages-title" className={panel.title}>
          {PACKAGES_PAGE_TEXTS.title}
        </h1>
        <p className={panel.lead}>{PACKAGES_PAGE_TEXTS.lead}</p>
        <PackageEditorsOnly>
          <PackageManager />
        </PackageEditorsOnly>
      </section>
    </StaffLayout>
  );
}

/** /Account/packages/<id>: one package's form, the address a just-created package links to. */
export function PackageEditPage() {
  const { id = '' } = useParams();
  const packageId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  return (
    <StaffLayout>
      <section className={panel.panel} aria-labelledby="package-edit-title">
        <Link className={styles.backLink} to={paths.packages}>
          <ArrowLeft size={18} aria-hidden="true" />
          {BACK_TO_LIST}
        </Link>
        {/* The section's name: the form under it names the package ('Update package', its number). */}
        <h1 id="package-edit-title" className={panel.title}>
          {PACKAGES_PAGE_TEXTS.title}
        </h1>
        <PackageEditorsOnly>
          {packageId === undefined ? (
            <p className={panel.later}>{PACKAGES_PAGE_TEXTS.badId}</p>
          ) : (
            <PackageFormScreen key={packageId} mode="update" packageId={packageId} />
          )}
        </PackageEditorsOnly>
      </section>
    </StaffLayout>
  );
}
