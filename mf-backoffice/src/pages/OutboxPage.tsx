import { leadsCalls } from '@agency/contracts';
import { ShieldAlert } from 'lucide-react';
import panel from '../kit/panel.module.css';
import { StaffLayout } from '../layout/StaffLayout';
import { OUTBOX_TEXTS } from '../messages';
import { OutboxScreen } from '../outbox/OutboxScreen';
import { mayCall } from '../session/mayCall';
import { useVerifiedSession } from '../session/VerifiedSession';

/**
 * /Account/outbox: the e-mail outbox, for administrators (the server refuses
 * everyone else; other roles are told so here instead of a table that could not load).
 */
export function OutboxPage() {
  const { role } = useVerifiedSession();
  return (
    <StaffLayout>
      {mayCall(leadsCalls.outboxList, role) ? (
        <OutboxScreen />
      ) : (
        <section className={panel.panel} aria-labelledby="outbox-title">
          <h1 id="outbox-title" className={panel.title}>
            {OUTBOX_TEXTS.title}
          </h1>
          <p className={panel.later}>
            <ShieldAlert size={20} aria-hidden="true" />
            {OUTBOX_TEXTS.adminsOnly}
          </p>
        </section>
      )}
    </StaffLayout>
  );
}
