import { PUBLIC_HANDLER } from '@agency/contracts';
import { useSearchParams } from 'react-router-dom';
import { TabList } from '../components/TabList';
import kit from '../kit/kit.module.css';
import { greeting } from '../messages';
import { useVerifiedSession } from '../session/VerifiedSession';
import { LeadList } from './LeadList';
import styles from './Leads.module.css';
import { withoutListQuery } from './listQuery';
import { isLeadTabId, type LeadTabId, leadTabs } from './tabs';

/** The list on screen is in the address (`?leads=confirmed`), beside the admin screen's own `tab`. */
const LEADS_PARAM = 'leads';

interface Props {
  /** 1 on /Account, where the greeting is the page's title; 2 inside the admin screen's tab. */
  headingLevel: 1 | 2;
}

/**
 * The leads screen (the staff spec's "Leads screen"): 'Hi {username}' (Public when no name is known)
 * and the five pill tabs, Requests, Account, Active, Confirmed and Deleted, each showing its
 * list. Only the list on screen is polled.
 */
export function LeadsScreen({ headingLevel }: Props) {
  const { username } = useVerifiedSession();
  const name = username || PUBLIC_HANDLER;
  const [params, setParams] = useSearchParams();
  const requested = params.get(LEADS_PARAM);
  const current: LeadTabId = isLeadTabId(requested) ? requested : 'requests';
  const tabs = leadTabs(name);
  const tab = tabs.find((candidate) => candidate.id === current) ?? tabs[0];

  const select = (id: LeadTabId) =>
    setParams(
      (previous) => {
        // Another list starts on its first page, unfiltered, as a list of its own.
        const next = withoutListQuery(previous);
        if (id === 'requests') next.delete(LEADS_PARAM);
        else next.set(LEADS_PARAM, id);
        return next;
      },
      { replace: true },
    );

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={kit.stackLoose} aria-labelledby="leads-greeting">
      <Heading id="leads-greeting" className={styles.greeting}>
        {greeting(name)}
      </Heading>
      <TabList tabs={tabs} current={current} onSelect={select} idPrefix="leads" label="Deal requests" tone="sunset" phoneColumns={3} />
      <div role="tabpanel" id="leads-panel" aria-labelledby={`leads-tab-${current}`} className={styles.tabpanel}>
        {/* Keyed by tab: each list has its own subscription, polling and open details. */}
        <LeadList key={tab.id} tab={tab} />
      </div>
    </section>
  );
}
