import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import type { Lead } from '@agency/contracts';
import { Outcome, type OutcomeMessage } from '../kit/Outcome';
import { failureMessageOf, isNetworkError } from '../api';
import { FETCH_REQUESTS_FAILED, LEAD_FILTER_TEXTS, leadCount, LOADING_REQUESTS, NO_REQUESTS, REFRESH_DATA, REQUEST_DETAILS, SERVER_UNREACHABLE } from '../messages';
import { Dialog } from '@agency/ui';
import { LeadTable } from './LeadTable';
import { heldByFormerEmployee, holderWords, useKnownAccounts } from './holder';
import { LeadPaging } from './LeadPaging';
import { LEADS_PER_PAGE, useExportLeadsMutation, useLeadListQuery, type LeadListFilters } from './leadsApi';
import { LeadFilters } from './LeadFilters';
import { downloadLeadsCsv, exportQueryOf } from './leadCsv';
import { LeadWork } from './LeadWork';
import { RequestDetails } from './RequestDetails';
import type { LeadTab } from './tabs';
import { useLeadActions, type LeadAction } from './useLeadActions';
import { useVerifiedSession } from '../session/VerifiedSession';
import styles from './Leads.module.css';

/**
 * One tab of the leads screen: a page of its list (the service pages it), polled at the tab's
 * interval while on screen (only that page), with Previous/Next, Refresh Data, the spec's
 * loading, error and empty texts, and the Request Details of the row a person opens. A failed
 * poll keeps the last page on screen under the error text.
 */
export function LeadList({ tab }: { tab: LeadTab }) {
  const [page, setPage] = useState(1);
  // Issue 15: the filters apply on the server to every page; a change goes back to page 1.
  const [filters, setFilters] = useState<LeadListFilters>({});
  const filter = useCallback((next: LeadListFilters) => {
    setFilters(next);
    setPage(1);
  }, []);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const list = useLeadListQuery({ source: tab.source, page, filters }, { pollingInterval: tab.pollingMs, refetchOnMountOrArgChange: true });
  const { run, pending } = useLeadActions();
  const [exportLeads, exporting] = useExportLeadsMutation();
  const accounts = useKnownAccounts();
  const { role } = useVerifiedSession();
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  /** The open request was reached from another's possible repeats: it may belong to another list, so it is only shown. */
  const [openedAside, setOpenedAside] = useState(false);
  /**
   * The open request as last known here, and the list it was known against: until the list
   * changes (the refetch after an action), this is newer than the list's row; after, the
   * list is. It is also what stays shown if the request leaves the list while open.
   */
  const [known, setKnown] = useState<{ lead: Lead; against: Lead[] | undefined } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  /** Each row's name button, where focus returns when the details close. */
  const nameButtonId = (id: number) => `${titleId}-lead-${id}`;

  // The page asked for: while another page is on its way, nothing of the last one is shown as if it were it.
  const leads = list.currentData?.leads;
  // The total as last known (of this list, any page), so the count and the paging stay put while a page loads.
  const total = list.data?.total;
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / LEADS_PER_PAGE));
  // The list shrank under the reader (claims, deletions): the last page that still exists.
  useEffect(() => {
    if (pages !== undefined && page > pages) setPage(pages);
  }, [page, pages]);
  const latestLeads = useRef(leads);
  latestLeads.current = leads;
  const listed = leads?.find((lead) => lead.id === openId);
  const opened = openId === null ? null : known && (known.against === leads || !listed) ? known.lead : (listed ?? null);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await list.refetch();
    } finally {
      setRefreshing(false);
    }
  };

  const open = (lead: Lead, aside = false) => {
    setOutcome(null);
    setOpenId(lead.id);
    setOpenedAside(aside);
    setKnown({ lead, against: leads });
  };

  /** The list as a CSV file, written by the leads service: every page, with its filters. */
  const exportCsv = async () => {
    if (total === 0) {
      setOutcome({ tone: 'error', text: LEAD_FILTER_TEXTS.nothingToExport });
      return;
    }
    setOutcome(null);
    const answer = await exportLeads(exportQueryOf(tab.source, filters));
    if ('error' in answer) {
      const reason = isNetworkError(answer.error) ? SERVER_UNREACHABLE : failureMessageOf(answer.error);
      setOutcome({ tone: 'error', text: LEAD_FILTER_TEXTS.exportFailed(reason) });
      return;
    }
    downloadLeadsCsv(tab.id, answer.data);
    setOutcome({ tone: 'success', text: LEAD_FILTER_TEXTS.exported });
  };
  const close = () => setOpenId(null);

  /** A row's claim icon: the result shows above the list. */
  const claim = async (lead: Lead) => {
    setOutcome(null);
    const result = await run('claim', lead);
    setOutcome({ tone: result.ok ? 'success' : 'error', text: result.text });
  };

  /**
   * An action from the details. Claim, Reject and Delete take the request out of this list,
   * so the details close and the result shows above the list; Confirm updates the row in
   * place and the details stay open on it. A failure stays in the details, which stay open.
   */
  const act = async (action: LeadAction, lead: Lead): Promise<OutcomeMessage | null> => {
    const result = await run(action, lead);
    if (!result.ok) return { tone: 'error', text: result.text };
    if (action === 'confirm') {
      setKnown({ lead: result.lead, against: latestLeads.current });
      return { tone: 'success', text: result.text };
    }
    setOutcome({ tone: 'success', text: result.text });
    close();
    return null;
  };

  const rowActionOf = (lead: Lead) => {
    if (role === 'admin' && lead.Status !== 'Deleted' && heldByFormerEmployee(lead, accounts) && (tab.rowAction === 'view' || openedAside)) return 'return';
    return openedAside ? 'view' : tab.rowAction;
  };

  // A failed poll keeps the last list on screen under the error text; with no list, the text stands alone.
  const fetchError = list.isError && (
    <div className={styles.fetchError}>
      <p role="alert" className={styles.errorText}>
        {FETCH_REQUESTS_FAILED}
      </p>
      {!leads && (
        <button type="button" className={styles.secondary} onClick={() => void refresh()} disabled={refreshing}>
          Try again
        </button>
      )}
    </div>
  );

  return (
    <section className={styles.list} aria-labelledby={titleId}>
      <div className={styles.listHeader}>
        <div className={styles.titleLine}>
          <h3 id={titleId} ref={heading} tabIndex={-1} className={styles.listTitle}>
            {tab.title}
          </h3>
          {total !== undefined && <span className={styles.count}>{leadCount(total)}</span>}
        </div>
        <button type="button" className={styles.refresh} onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing}>
          <RefreshCw size={18} aria-hidden="true" className={refreshing ? styles.spinning : undefined} />
          {REFRESH_DATA}
        </button>
      </div>
      <LeadFilters filters={filters} onChange={filter} offersOverdue={tab.source.call === 'list'} onExport={() => void exportCsv()} exportDisabled={!total || exporting.isLoading} />
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
        empty={filtered ? LEAD_FILTER_TEXTS.noMatches : NO_REQUESTS}
        error={leads ? undefined : fetchError}
      />
      {pages !== undefined && pages > 1 && (
        <LeadPaging page={Math.min(page, pages)} pages={pages} busy={list.isFetching} onGoTo={setPage} label={`${tab.title} pages`} />
      )}
      {opened && (
        <Dialog
          title={REQUEST_DETAILS}
          size="wide"
          // The panel itself: the reader starts at the title and reads the details in order.
          initialFocus="panel"
          onClose={close}
          fallbackFocus={() => document.getElementById(nameButtonId(opened.id)) ?? heading.current}
        >
          <RequestDetails
            lead={opened}
            holder={holderWords(opened, accounts)}
            rowAction={rowActionOf(opened)}
            pending={pending}
            onAction={act}
          />
          <LeadWork key={opened.id} lead={opened} rowAction={rowActionOf(opened)} onOpenLead={(lead) => open(lead, true)} />
        </Dialog>
      )}
    </section>
  );
}
