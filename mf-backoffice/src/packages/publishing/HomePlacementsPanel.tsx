import { Undo2 } from 'lucide-react';
import { kit, ProblemBox } from '../../kit';
import { BACK_TO_LIST, HOME_PAGE_FAILED, HOME_PAGE_HINT, HOME_PAGE_TITLE, LOADING_HOME_PAGE } from '../../messages';
import { ChoiceEditor } from './ChoiceEditor';
import { useHomePlacementsQuery } from './publishingApi';

/**
 * The home page's choice: which published packages 'Our Exclusive Top Deals'
 * (at most 4) and the three deal sections show, in order. Nothing is saved until Save.
 */
export function HomePlacementsPanel({ onBack }: { onBack: () => void }) {
  const stored = useHomePlacementsQuery(undefined, { refetchOnMountOrArgChange: true });
  const back = (
    <button type="button" className={kit.secondary} onClick={onBack}>
      <Undo2 size={18} aria-hidden="true" />
      {BACK_TO_LIST}
    </button>
  );
  let body;
  if (stored.isError && !stored.isFetching) {
    body = (
      <ProblemBox onRetry={() => void stored.refetch()} retryLabel="Try again">
        {HOME_PAGE_FAILED}
      </ProblemBox>
    );
  } else if (!stored.currentData) {
    body = (
      <p role="status" className={kit.muted}>
        {LOADING_HOME_PAGE}
      </p>
    );
  } else {
    body = <ChoiceEditor stored={stored.currentData} />;
  }
  return (
    <section className={kit.screen} aria-labelledby="home-page-title">
      <div className={kit.toolbar}>
        <h2 id="home-page-title" className={kit.title}>
          {HOME_PAGE_TITLE}
        </h2>
        {back}
      </div>
      <p className={kit.muted}>{HOME_PAGE_HINT}</p>
      {body}
    </section>
  );
}
