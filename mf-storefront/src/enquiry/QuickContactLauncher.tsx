import { lazy, Suspense } from 'react';
import { useQuickContactTimer } from './quickContactTimer';

// The pop-up's form comes in its own chunk, fetched only when the timer fires: the home
// page's script budget (250 KB gzipped, shell included) has no room for it.
const QuickContactDialog = lazy(() => import('./QuickContactDialog'));

/** The home page's quick-contact pop-up (the spec's home page and its states), 10 s after load, once per session. */
export function QuickContactLauncher() {
  const { open, close } = useQuickContactTimer();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <QuickContactDialog onClose={close} />
    </Suspense>
  );
}
