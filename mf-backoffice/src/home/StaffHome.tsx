import { paymentCalls } from '@agency/contracts';
import kit from '../kit/kit.module.css';
import panel from '../kit/panel.module.css';
import { HOME_TEXTS } from '../messages';
import { mayCall } from '../session/mayCall';
import { useVerifiedSession } from '../session/VerifiedSession';
import { PerDayChart, PerWeekChart } from './charts';
import { LeadFigures, PaymentFigures } from './figures';
import { HOME_POLL_MS, useLeadsOverviewQuery, usePaymentOverviewQuery } from './homeApi';
import { ChartPanel, Group } from './panels';
import styles from './StaffHome.module.css';

/**
 * /Account/home, for every staff role: today's enquiries and the ones waiting too
 * long, today's and this month's retreat takings net of refunds, the rooms running low, and
 * two charts (enquiries per day for 30 days, net takings per week), each with its figures as
 * text. The takings, the rooms running low and their chart are not shown to the user role. Each number
 * opens the list it counts. Read again every minute while open.
 */
export function StaffHome() {
  const { username, role } = useVerifiedSession();
  const poll = { pollingInterval: HOME_POLL_MS, skipPollingIfUnfocused: true };
  const leads = useLeadsOverviewQuery(undefined, poll);
  // The takings are not for the user role (the service refuses it too).
  const readsTakings = mayCall(paymentCalls.overview, role);
  const payments = usePaymentOverviewQuery(undefined, { ...poll, skip: !readsTakings });
  return (
    <div className={kit.stackWide}>
      <section className={panel.panel} aria-labelledby="home-title">
        <h1 id="home-title" className={panel.title}>
          {HOME_TEXTS.title}
        </h1>
        <p className={`${panel.lead} ${styles.greeting}`}>{HOME_TEXTS.greeting(username)}</p>
        <div className={styles.groups}>
          <Group title={HOME_TEXTS.enquiriesTitle} query={leads} failed={HOME_TEXTS.leadsFailed}>
            {leads.data && <LeadFigures overview={leads.data} />}
          </Group>
          {readsTakings && (
            <Group title={HOME_TEXTS.moneyTitle} query={payments} failed={HOME_TEXTS.paymentsFailed}>
              {payments.data && <PaymentFigures overview={payments.data} />}
            </Group>
          )}
        </div>
      </section>
      <div className={styles.charts}>
        <ChartPanel title={HOME_TEXTS.perDayTitle} query={leads} failed={HOME_TEXTS.leadsFailed}>
          {leads.data && <PerDayChart perDay={leads.data.perDay} />}
        </ChartPanel>
        {readsTakings && (
          <ChartPanel title={HOME_TEXTS.perWeekTitle} query={payments} failed={HOME_TEXTS.paymentsFailed}>
            {payments.data && <PerWeekChart perWeek={payments.data.perWeek} />}
          </ChartPanel>
        )}
      </div>
    </div>
  );
}
