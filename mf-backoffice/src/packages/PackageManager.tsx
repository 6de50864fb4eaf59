import { useState } from 'react';
import type { PackageFormMode } from './form/PackageEditor';
import { PackageFormScreen } from './form/PackageFormScreen';
import type { ListState } from './list/listQuery';
import { NO_FILTERS } from './list/listQuery';
import { PackageList } from './list/PackageList';
import { HomePlacementsPanel } from './publishing/HomePlacementsPanel';

type View = { kind: 'list' } | { kind: 'form'; mode: PackageFormMode; id?: number } | { kind: 'home' };

/**
 * The admin screen's Database tab: the Package List, which toggles to the Package Form for
 * Add Package, Update and Clone; Cancel on the form comes back to the list as it was left
 * (same filters, same page).
 */
export function PackageManager() {
  const [view, setView] = useState<View>({ kind: 'list' });
  const [listState, setListState] = useState<ListState>({ filters: NO_FILTERS, page: 1, filtersShown: false });

  if (view.kind === 'form') {
    return (
      <PackageFormScreen
        key={`${view.mode}-${view.id ?? 'new'}`}
        mode={view.mode}
        packageId={view.id}
        onCancel={() => setView({ kind: 'list' })}
      />
    );
  }
  if (view.kind === 'home') return <HomePlacementsPanel onBack={() => setView({ kind: 'list' })} />;
  return (
    <PackageList
      state={listState}
      onStateChange={setListState}
      onAdd={() => setView({ kind: 'form', mode: 'create' })}
      onUpdate={(id) => setView({ kind: 'form', mode: 'update', id })}
      onClone={(id) => setView({ kind: 'form', mode: 'clone', id })}
      onHomePage={() => setView({ kind: 'home' })}
    />
  );
}
