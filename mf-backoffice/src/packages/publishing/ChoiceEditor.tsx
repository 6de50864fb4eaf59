import { HOME_PLACES, type HomePlace, type HomePlacements, PUBLISHING_MESSAGES } from '@agency/contracts';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { kit, Outcome, type OutcomeMessage } from '../../kit';
import { HOME_PAGE_FAILED, HOME_PAGE_SAVE_FAILED, SAVE_HOME_PAGE } from '../../messages';
import styles from './HomePlacements.module.css';
import { type Choice, copyOf, type Placed } from './homeChoice';
import { PlaceEditor } from './PlaceEditor';
import { useSaveHomePlacementsMutation } from './publishingApi';

/** The four places being edited, and Save (the server's refusal of a place is shown by it). */
export function ChoiceEditor({ stored }: { stored: HomePlacements }) {
  const [choice, setChoice] = useState<Choice>(() => copyOf(stored));
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [save, { isLoading: saving }] = useSaveHomePlacementsMutation();
  const [adding, setAdding] = useState<HomePlace | null>(null);

  const change = (place: HomePlace, next: Placed[]) => {
    setChoice((current) => ({ ...current, [place]: next }));
    setProblems(({ [place]: _gone, ...rest }) => rest);
    setOutcome(null);
  };

  const onSave = async () => {
    setOutcome(null);
    const body = Object.fromEntries(HOME_PLACES.map((place) => [place, choice[place].map((item) => item._id)])) as Record<
      HomePlace,
      number[]
    >;
    const result = await save(body);
    if ('error' in result) {
      const data = (result.error as { data?: { message?: unknown; fields?: unknown } } | undefined)?.data;
      const fields = typeof data?.fields === 'object' && data.fields !== null ? (data.fields as Record<string, string>) : {};
      setProblems(fields);
      setOutcome({
        tone: 'error',
        text: `${HOME_PAGE_SAVE_FAILED}: ${typeof data?.message === 'string' ? data.message : HOME_PAGE_FAILED}`,
      });
      return;
    }
    setChoice(copyOf(result.data));
    setProblems({});
    setOutcome({ tone: 'success', text: PUBLISHING_MESSAGES.homeSaved });
  };

  return (
    <>
      <div className={styles.places}>
        {HOME_PLACES.map((place) => (
          <PlaceEditor
            key={place}
            place={place}
            items={choice[place]}
            problem={problems[place]}
            adding={adding === place}
            onAdding={(open) => setAdding(open ? place : null)}
            onChange={(next) => change(place, next)}
          />
        ))}
      </div>
      <Outcome message={outcome} />
      <div className={`${kit.actions} ${kit.end}`}>
        <button type="button" className={kit.primary} disabled={saving} onClick={() => void onSave()}>
          <Save size={18} aria-hidden="true" />
          {SAVE_HOME_PAGE}
        </button>
      </div>
    </>
  );
}
