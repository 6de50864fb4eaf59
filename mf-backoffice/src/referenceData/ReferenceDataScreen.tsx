import { referenceDataCalls } from '@agency/contracts';
import { RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { failureMessageOf, statusOf } from '../api';
import { TabList } from '../components/TabList';
import kit from '../kit/kit.module.css';
import panel from '../kit/panel.module.css';
import tableCss from '../kit/table.module.css';
import { mayCall } from '../session/mayCall';
import { useVerifiedSession } from '../session/VerifiedSession';
import { CitiesSection } from './CitiesSection';
import { CountriesSection } from './CountriesSection';
import { FixedListsSection } from './FixedListsSection';
import { HotelsSection } from './HotelsSection';
import styles from './ReferenceData.module.css';
import { useReferenceDataQuery } from './referenceDataApi';
import { REFERENCE_TEXTS as T } from './texts';

const TABS = [
  { id: 'countries', label: T.countries.tab },
  { id: 'cities', label: T.cities.tab },
  { id: 'hotels', label: T.hotels.tab },
  { id: 'fixed', label: T.fixed.tab },
] as const;
type TabId = (typeof TABS)[number]['id'];
const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

/**
 * /Account/reference-data: administrators manage the countries, cities and hotel
 * lists; the section on screen is kept in the address (?tab=). Other roles are told who
 * manages it (the server refuses them anyway).
 */
export function ReferenceDataScreen() {
  const { role } = useVerifiedSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabId = isTab(asked) ? asked : 'countries';

  return (
    <section className={`${panel.panel} ${kit.stackRoomy}`} aria-labelledby="reference-data-title">
      <h1 id="reference-data-title" className={kit.title}>
        {T.title}
      </h1>
      {!mayCall(referenceDataCalls.createCountry, role) ? (
        <p className={panel.later}>{T.adminsOnly}</p>
      ) : (
        <>
          <p className={kit.muted}>{T.lead}</p>
          <TabList
            tabs={TABS}
            current={tab}
            onSelect={(id) => setParams(id === 'countries' ? {} : { tab: id }, { replace: true })}
            idPrefix="reference"
            label={T.sections}
            phoneColumns={2}
          />
          <div role="tabpanel" id="reference-panel" aria-labelledby={`reference-tab-${tab}`} className={styles.panel}>
            {tab === 'fixed' ? <FixedListsSection /> : <ManagedSection tab={tab} />}
          </div>
        </>
      )}
    </section>
  );
}

function ManagedSection({ tab }: { tab: Exclude<TabId, 'fixed'> }) {
  const data = useReferenceDataQuery(undefined, { refetchOnMountOrArgChange: true });
  if (data.isError && !data.isFetching) {
    return (
      <div className={styles.problem}>
        <p role="alert" className={kit.problemText}>
          {/* A refusal says why in the server's words (a role changed since the page opened). */}
          {statusOf(data.error) === 403 ? failureMessageOf(data.error) : T.failed}
        </p>
        <button type="button" className={kit.secondary} onClick={() => void data.refetch()}>
          <RefreshCw size={18} aria-hidden="true" />
          {T.retry}
        </button>
      </div>
    );
  }
  if (!data.data) {
    return (
      <p className={tableCss.placeholder} role="status">
        {T.loading}
      </p>
    );
  }
  if (tab === 'cities') return <CitiesSection data={data.data} />;
  if (tab === 'hotels') return <HotelsSection data={data.data} />;
  return <CountriesSection data={data.data} />;
}
