import { REFUND_REASON_MAX_LENGTH } from '@agency/contracts';
import { TextAreaField } from '@agency/ui';
import { type ComponentProps, type FormEvent, type ReactNode, useState } from 'react';
import { ConfirmPanel, type ConfirmPanelProps, kit, Outcome, type OutcomeMessage } from '../kit';

/**
 * A step that moves money or cancels, with its reason: what the form checked waits in
 * `confirming` for the second step; `send` answers with the outcome to show.
 */
export function useMoneyAction<Checked>(send: (checked: Checked) => Promise<OutcomeMessage>) {
  const [confirming, setConfirming] = useState<Checked | null>(null);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  return {
    confirming,
    outcome,
    /** The form's submit: clears the last outcome, then runs the form's check (which calls `review`). */
    submit: (check: (event: FormEvent) => Promise<void>) => (event: FormEvent) => {
      setOutcome(null);
      void check(event);
    },
    review: (checked: Checked) => setConfirming(checked),
    back: () => setConfirming(null),
    confirm: async (checked: Checked) => {
      const answer = await send(checked);
      setConfirming(null);
      setOutcome(answer);
    },
  };
}

export interface MoneyActionFormProps {
  /** Names the card (`<id>-title`). */
  id: string;
  icon: ReactNode;
  title: string;
  lead?: ReactNode;
  outcome: OutcomeMessage | null;
  /** The form is offered (something left to refund, a booking still paid). */
  open: boolean;
  onSubmit(event: FormEvent): void;
  /** Fields before the reason (the amount). */
  fields?: ReactNode;
  /** The reason's field, bound by the contract form (`form.field('reason')`) with its label and hint. */
  reason: ComponentProps<typeof TextAreaField>;
  review: { label: string; className: string };
  /** The second step, shown instead of the form while there is something to confirm. */
  confirm: (Omit<ConfirmPanelProps, 'children'> & { body: ReactNode }) | null;
}

/** A card with a form that moves money or cancels: the reason, Review, then a second step that says what happens. */
export function MoneyActionForm({ id, icon, title, lead, outcome, open, onSubmit, fields, reason, review, confirm }: MoneyActionFormProps) {
  return (
    <section className={kit.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={kit.cardTitle}>
        {icon}
        {title}
      </h2>
      {lead && <p className={kit.muted}>{lead}</p>}
      <Outcome message={outcome} />
      {open && !confirm && (
        <form className={kit.form} onSubmit={onSubmit} noValidate>
          {fields}
          <TextAreaField required rows={3} maxLength={REFUND_REASON_MAX_LENGTH} {...reason} />
          <div>
            <button type="submit" className={review.className}>
              {review.label}
            </button>
          </div>
        </form>
      )}
      {open && confirm && <ConfirmPanel {...confirm}>{confirm.body}</ConfirmPanel>}
    </section>
  );
}
