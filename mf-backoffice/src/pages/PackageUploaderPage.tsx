import panel from '../kit/panel.module.css';
import { StaffLayout } from '../layout/StaffLayout';
import { PackageFormScreen } from '../packages/form/PackageFormScreen';
import { PackageEditorsOnly } from '../packages/PackageEditorsOnly';

/**
 * /PackageUploader (user-guarded, the staff spec's screens): the package form, to add a package. Only
 * administrators and managers may change packages (the catalogue enforces it); anyone else
 * signed in is told so instead of a form they could not save.
 */
export function PackageUploaderPage() {
  return (
    <StaffLayout>
      <section className={panel.panel} aria-labelledby="uploader-title">
        <h1 id="uploader-title" className={panel.title}>
          Package uploader
        </h1>
        <PackageEditorsOnly>
          <PackageFormScreen mode="create" />
        </PackageEditorsOnly>
      </section>
    </StaffLayout>
  );
}
