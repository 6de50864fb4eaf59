import type { Lead } from '@agency/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { kit, Outcome, type OutcomeMessage, Paging } from '../kit';
import { LEAD_FILTER_TEXTS, LOADING_REQUESTS, leadPaging, NO_REQUESTS } from '../messages';
import { holderWords, useKnownAccounts } from './holder';
import { LeadDetailsDialog } from './LeadDetailsDialog';
import { LeadFilters } from './LeadFilters';
import { LeadListHeader, LeadsFetchError } from './LeadListParts';
import { LeadTable } from './LeadTable';
import { LEADS_PER_PAGE, useLeadListQuery } from './leadsApi';
import { listActions } from './listActions';
import { useLeadListAddress } from './listQuery';
import type { LeadTab } from './tabs';
import { useLeadActions } from './useLeadActions';
import { useLeadsExport } from './useLeadsExport';
import { useOpenLead } from './useOpenLead';

/**
 * One tab of the leads screen: a page of its list (the service pages it), polled at the tab's
 * interval while on screen (only that page), with Previous/Next, Refresh Data, the spec's
 * loading, error and empty texts, and the Request Details of the row a person opens. A failed
 * poll keeps the last page on screen under the error text.
 */
export function LeadList({ tab }: { tab: LeadTab }) {
  const { page, filters, setPage, filter } = useLeadListAddress();
  const list = useLeadListQuery({ source: tab.source, page, filters }, { pollingInterval: tab.pollingMs, refetchOnMountOrArgChange: true });
  const { run, pending } = useLeadActions();
  const accounts = useKnownAccounts();
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const nameButtonId = (id: number) => `${titleId}-lead-${id}`; // where focus returns when the details close

  // The page asked for: while another page is on its way, nothing of the last one is shown as if it were it.
  const leads = list.currentData?.leads;
  // The total as last known (of this list, any page), so the count and the paging stay put while a page loads.
  const total = list.data?.total;
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / LEADS_PER_PAGE));
  // The list shrank under the reader (claims, deletions): the last page that still exists.
  useEffect(() => {
    if (pages !== undefined && page > pages) setPage(pages);
  }, [page, pages, setPage]);
  const details = useOpenLead(leads);
  const { exportCsv, exporting } = useLeadsExport(tab, filters, total, setOutcome);

  const refresh = () => {
    setRefreshing(true);
    void list.refetch().finally(() => setRefreshing(false));
  };
  const open = (lead: Lead, aside = false) => {
    setOutcome(null);
    details.open(lead, aside);
  };
  const { claim, act } = listActions(run, details, setOutcome);

  // A failed poll keeps the last list on screen under the error text; with no list, the text stands alone.
  const fetchError = list.isError && <LeadsFetchError retrying={refreshing} onRetry={leads ? undefined : refresh} />;
  const paging = { label: `${tab.title} pages`, previous: 'Previous', next: 'Next', pageOf: leadPaging };

  return (
    <section className={kit.screen} aria-labelledby={titleId}>
      <LeadListHeader titleId={titleId} heading={heading} title={tab.title} total={total} refreshing={refreshing} onRefresh={refresh} />
      <LeadFilters
        filters={filters}
        onChange={filter}
        offersOverdue={tab.source.call === 'list'}
        onExport={() => void exportCsv()}
        exportDisabled={!total || exporting}
      />
      <Outcome message={outcome} />
      {leads && fetchError}
      <LeadTable
        leads={leads}
        holderOf={(lead) => holderWords(lead, accounts)}
        tab={tab}
        pending={pending}
        nameButtonId={nameButtonId}
        onOpen={open}
        onClaim={(lead) => void claim(lead)}
        loading={LOADING_REQUESTS}
        empty={Object.values(filters).some((value) => value !== undefined) ? LEAD_FILTER_TEXTS.noMatches : NO_REQUESTS}
        error={leads ? undefined : fetchError}
      />
      {pages !== undefined && <Paging page={Math.min(page, pages)} pages={pages} busy={list.isFetching} onGo={setPage} texts={paging} />}
      {details.opened && (
        <LeadDetailsDialog
          lead={details.opened}
          tab={tab}
          aside={details.openedAside}
          pending={pending}
          onAction={act}
          onOpenLead={(lead) => open(lead, true)}
          onClose={details.close}
          returnFocus={{ nameButtonId: nameButtonId(details.opened.id), heading }}
        />
      )}
    </section>
  );
}
