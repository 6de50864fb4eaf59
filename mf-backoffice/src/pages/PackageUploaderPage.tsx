import { ComingLater } from '../components/ComingLater';
import { ExitButton } from '../layout/ExitButton';
import panel from '../layout/panel.module.css';
import { StaffLayout } from '../layout/StaffLayout';
import { COMING_LATER } from '../messages';
import { paths } from '../paths';
import { useEndSession } from '../session/useEndSession';
import { clearSession } from '../storage';

/** /PackageUploader (user-guarded, staff §2): the package form comes with the package management work. */
export function PackageUploaderPage() {
  const endSession = useEndSession();
  return (
    <StaffLayout action={<ExitButton label="Sign Out" onClick={() => endSession(clearSession, paths.login)} />}>
      <section className={panel.panel} aria-labelledby="uploader-title">
        <h1 id="uploader-title" className={panel.title}>
          Package uploader
        </h1>
        <ComingLater text={COMING_LATER.packageForm} />
      </section>
    </StaffLayout>
  );
}
