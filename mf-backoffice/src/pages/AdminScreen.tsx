import { useSearchParams } from 'react-router-dom';
import { AdminPortal } from '../admin/AdminPortal';
import styles from '../admin/AdminScreen.module.css';
import { AuditLog } from '../admin/audit/AuditLog';
import { type TabDefinition, TabList } from '../components/TabList';
import panel from '../kit/panel.module.css';
import { StaffLayout } from '../layout/StaffLayout';
import { LeadsScreen } from '../leads/LeadsScreen';
import { PackageFormScreen } from '../packages/form/PackageFormScreen';
import { PackageManager } from '../packages/PackageManager';

const TABS = [
  { id: 'employee', label: 'Employee' },
  { id: 'uploader', label: 'Uploader' },
  { id: 'database', label: 'Database' },
  { id: 'leads', label: 'Leads' },
  { id: 'audit', label: 'Audit log' },
] as const satisfies readonly TabDefinition<string>[];
type TabId = (typeof TABS)[number]['id'];

/** The tab in the address (`?tab=uploader`), so a reload or a shared link opens the same one. */
const TAB_PARAM = 'tab';
const isTabId = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

/**
 * The admin screen at /admin (the staff spec's "Admin screen"): Logout and the tabs Employee (the
 * admin portal), Uploader (package form), Database (package list), leads and the audit log.
 */
export function AdminScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const current: TabId = isTabId(requested) ? requested : 'employee';

  const select = (id: TabId) => setParams(id === 'employee' ? {} : { [TAB_PARAM]: id }, { replace: true });

  return (
    <StaffLayout>
      <h1 className={panel.title}>Admin dashboard</h1>
      <p className={panel.lead}>Staff accounts, packages and leads.</p>
      <TabList
        tabs={TABS}
        current={current}
        onSelect={select}
        idPrefix="admin"
        label="Admin sections"
        phoneColumns={2}
        className={styles.tabs}
      />
      <div role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${current}`} className={styles.tabpanel} tabIndex={0}>
        {current === 'employee' && <AdminPortal />}
        {current === 'uploader' && <PackageFormScreen mode="create" />}
        {current === 'database' && <PackageManager />}
        {current === 'leads' && <LeadsScreen headingLevel={2} />}
        {current === 'audit' && <AuditLog />}
      </div>
    </StaffLayout>
  );
}
