import { ExitButton } from '../layout/ExitButton';
import panel from '../layout/panel.module.css';
import { StaffLayout } from '../layout/StaffLayout';
import { PackageFormScreen } from '../packages/form/PackageFormScreen';
import { PackageEditorsOnly } from '../packages/PackageEditorsOnly';
import { paths } from '../paths';
import { useSignOut } from '../session/useSignOut';
import { clearSession } from '../storage';

/**
 * /PackageUploader (user-guarded, staff §2): the package form, to add a package. Only
 * administrators and managers may change packages (the catalogue enforces it); anyone else
 * signed in is told so instead of a form they could not save.
 */
export function PackageUploaderPage() {
  const signOut = useSignOut();
  return (
    <StaffLayout action={<ExitButton label="Sign Out" onClick={() => signOut(clearSession, paths.login)} />}>
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
