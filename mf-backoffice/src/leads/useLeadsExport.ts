import { failureMessageOf, isNetworkError } from '../api';
import type { OutcomeMessage } from '../kit';
import { LEAD_FILTER_TEXTS, SERVER_UNREACHABLE } from '../messages';
import { downloadLeadsCsv, exportQueryOf } from './leadCsv';
import { type LeadListFilters, useExportLeadsMutation } from './leadsApi';
import type { LeadTab } from './tabs';

/** The list as a CSV file, written by the leads service: every page, with its filters. */
export function useLeadsExport(
  tab: LeadTab,
  filters: LeadListFilters,
  total: number | undefined,
  say: (message: OutcomeMessage | null) => void,
) {
  const [exportLeads, exporting] = useExportLeadsMutation();
  const exportCsv = async () => {
    if (total === 0) {
      say({ tone: 'error', text: LEAD_FILTER_TEXTS.nothingToExport });
      return;
    }
    say(null);
    const answer = await exportLeads(exportQueryOf(tab.source, filters));
    if ('error' in answer) {
      const reason = isNetworkError(answer.error) ? SERVER_UNREACHABLE : failureMessageOf(answer.error);
      say({ tone: 'error', text: LEAD_FILTER_TEXTS.exportFailed(reason) });
      return;
    }
    downloadLeadsCsv(tab.id, answer.data);
    say({ tone: 'success', text: LEAD_FILTER_TEXTS.exported });
  };
  return { exportCsv, exporting: exporting.isLoading };
}
