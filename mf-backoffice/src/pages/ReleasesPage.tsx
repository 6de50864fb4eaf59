import { releaseCalls } from '@agency/contracts';
import { ShieldAlert } from 'lucide-react';
import panel from '../kit/panel.module.css';
import { StaffLayout } from '../layout/StaffLayout';
import { RELEASES_TEXTS } from '../messages';
import { ReleasesScreen } from '../releases/ReleasesScreen';
import { mayCall } from '../session/mayCall';
import { useVerifiedSession } from '../session/VerifiedSession';

/**
 * /Account/releases: each remote's versions and activations, and the instances serving them,
 * for administrators (the server refuses everyone else; other roles are told so here).
 */
export function ReleasesPage() {
  const { role } = useVerifiedSession();
  return (
    <StaffLayout>
      {mayCall(releaseCalls.list, role) ? (
        <ReleasesScreen />
      ) : (
        <section className={panel.panel} aria-labelledby="releases-title">
          <h1 id="releases-title" className={panel.title}>
            {RELEASES_TEXTS.title}
          </h1>
          <p className={panel.later}>
            <ShieldAlert size={20} aria-hidden="true" />
            {RELEASES_TEXTS.adminsOnly}
          </p>
        </section>
      )}
    </StaffLayout>
  );
}
