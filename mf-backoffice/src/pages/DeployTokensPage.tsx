import { releaseCalls } from '@agency/contracts';
import { ShieldAlert } from 'lucide-react';
import panel from '../kit/panel.module.css';
import { StaffLayout } from '../layout/StaffLayout';
import { DeployTokensScreen } from '../releases/tokens/DeployTokensScreen';
import { DEPLOY_TOKENS_TEXTS } from '../releases/tokens/texts';
import { mayCall } from '../session/mayCall';
import { useVerifiedSession } from '../session/VerifiedSession';

/**
 * /Account/releases/tokens: the deploy tokens teams' pipelines publish with, for
 * administrators (the server refuses everyone else; other roles are told so here).
 */
export function DeployTokensPage() {
  const { role } = useVerifiedSession();
  return (
    <StaffLayout>
      {mayCall(releaseCalls.listTokens, role) ? (
        <DeployTokensScreen />
      ) : (
        <section className={panel.panel} aria-labelledby="deploy-tokens-title">
          <h1 id="deploy-tokens-title" className={panel.title}>
            {DEPLOY_TOKENS_TEXTS.title}
          </h1>
          <p className={panel.later}>
            <ShieldAlert size={20} aria-hidden="true" />
            {DEPLOY_TOKENS_TEXTS.adminsOnly}
          </p>
        </section>
      )}
    </StaffLayout>
  );
}
