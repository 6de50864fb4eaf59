import { RefreshCw, Undo2 } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import kitCss from '../../kit/kit.module.css';
import { FORM_CHOICES_FAILED, LOADING_FORM_CHOICES, LOADING_PACKAGE, PACKAGE_DETAILS_FAILED } from '../../messages';
import { draftFromPackage, emptyDraft } from '../packageDraft';
import { useDestinationsQuery, useGetPackageQuery, useHolidayTypesQuery, useInclusionsQuery } from '../packagesApi';
import type { FormChoices } from './formChoices';
import { PackageEditor, type PackageFormMode } from './PackageEditor';
import styles from './PackageForm.module.css';

interface Props {
  mode: PackageFormMode;
  /** The package to update or clone. */
  packageId?: number;
  onCancel?: () => void;
}

/**
 * The package form with what it needs first: the reference lists its pickers offer (fetched
 * when it opens, the staff spec's calls) and, to update or clone, the whole stored package.
 */
export function PackageFormScreen({ mode, packageId, onCancel }: Props) {
  const destinations = useDestinationsQuery();
  const holidayTypes = useHolidayTypesQuery();
  const inclusions = useInclusionsQuery();
  const needsPackage = mode !== 'create' && packageId !== undefined;
  const stored = useGetPackageQuery(packageId ?? 0, { skip: !needsPackage, refetchOnMountOrArgChange: true });

  const choices: FormChoices | undefined = useMemo(
    () =>
      destinations.data && holidayTypes.data && inclusions.data
        ? {
            destinations: destinations.data,
            holidayTypes: holidayTypes.data.map((type) => type.name),
            inclusions: inclusions.data.map((inclusion) => inclusion.service),
          }
        : undefined,
    [destinations.data, holidayTypes.data, inclusions.data],
  );

  const cancel = onCancel && (
    <button type="button" className={kitCss.secondary} onClick={onCancel}>
      <Undo2 size={18} aria-hidden="true" />
      Cancel
    </button>
  );

  if (destinations.isError || holidayTypes.isError || inclusions.isError) {
    const retry = () => {
      if (destinations.isError) void destinations.refetch();
      if (holidayTypes.isError) void holidayTypes.refetch();
      if (inclusions.isError) void inclusions.refetch();
    };
    return <Problem text={FORM_CHOICES_FAILED} onRetry={retry} extra={cancel} />;
  }
  if (needsPackage && stored.isError) return <Problem text={PACKAGE_DETAILS_FAILED} onRetry={() => void stored.refetch()} extra={cancel} />;
  // Only the first load waits: a refetch after saving must not take the form (and its message) away.
  const pkg = stored.currentData?.data;
  if (!choices || (needsPackage && !pkg)) {
    return (
      <p className={styles.loading} role="status">
        {choices ? LOADING_PACKAGE : LOADING_FORM_CHOICES}
      </p>
    );
  }
  const initial = needsPackage && pkg ? draftFromPackage(pkg) : emptyDraft();
  return (
    <PackageEditor
      key={`${mode}-${packageId ?? 'new'}`}
      mode={mode}
      packageId={packageId}
      initial={initial}
      choices={choices}
      onCancel={onCancel}
      initialPublished={stored.currentData?.published}
    />
  );
}

function Problem({ text, onRetry, extra }: { text: string; onRetry: () => void; extra?: ReactNode }) {
  return (
    <div className={kitCss.problem}>
      <p role="alert" className={kitCss.problemText}>
        {text}
      </p>
      <div className={kitCss.actions}>
        <button type="button" className={kitCss.secondary} onClick={onRetry}>
          <RefreshCw size={18} aria-hidden="true" />
          Try again
        </button>
        {extra}
      </div>
    </div>
  );
}
