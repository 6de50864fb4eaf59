import { AIRPORTS, DEFAULT_CALL_TIME, enquiryForm, enquiryFormValidator, fullFormRequest } from '@agency/contracts';
import { SelectField, TextField, useContractForm } from '@agency/ui';
import { Send } from '@agency/ui/icons';
import { durationText } from '../deals/packageText';
import { ENQUIRY_FAILURE, ENQUIRY_SUCCESS, SUBMITTING } from '../messages';
import { CLASS_OFFERS, durationEditable, type EnquiryVariant, initialEnquiryValues } from './enquiryVariant';
import styles from './Form.module.css';
import { FormOutcome } from './FormOutcome';
import { useEnquirySubmission } from './useEnquirySubmission';
import { usePageForm } from './usePageForm';

/** The duration's hint: where its value comes from, or what it accepts. */
function durationHint(variant: EnquiryVariant): string {
  if (variant.kind === 'destination') return 'Between 1 and 100 days.';
  if (variant.kind === 'package')
    return variant.duration === undefined ? 'Set by the package.' : `Set by the package: ${durationText(variant.duration)}.`;
  return 'Planned with you by our specialist.';
}

/** Today as the date input writes it (YYYY-MM-DD, local time): the earliest day the picker offers. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The full enquiry form (the spec's enquiry form and its validation rules): names, e-mail and phone required, the trip details
 * optional, checked with the contract's rules and words. A failed send keeps every value;
 * a stored one clears the form back to its start (the package or destination stays).
 */
export function EnquiryForm({ variant }: { variant: EnquiryVariant }) {
  const initial = initialEnquiryValues(variant);
  const pageForm = usePageForm('enquiry');
  const { field: bind, handleSubmit, reset } = useContractForm(enquiryFormValidator, enquiryForm, initial, { posted: pageForm.posted });
  const { status, failureDetail, send, submitting } = useEnquirySubmission(ENQUIRY_FAILURE, pageForm);
  const packageId = variant.kind === 'package' ? variant.packageId : undefined;

  const onSubmit = handleSubmit(async (data) => {
    if (await send(fullFormRequest(data, packageId))) reset(initial);
  });

  return (
    <form
      {...pageForm.formProps}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="enquiry-form-title"
      aria-busy={submitting}
    >
      <div>
        <h2 id="enquiry-form-title" className={styles.legend}>
          Tell us about your trip
        </h2>
        <p className={styles.hint}>Fields marked * are required. A travel specialist calls you back, usually within a day.</p>
      </div>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Your details</legend>
        <div className={`${styles.fields} ${styles.twoColumns}`}>
          <TextField label="First name" required autoComplete="given-name" {...bind('Firstname')} />
          <TextField label="Last name" required autoComplete="family-name" {...bind('Lastname')} />
          <TextField label="Email address" required type="email" autoComplete="email" inputMode="email" {...bind('Emailaddress')} />
          <TextField label="Phone number" required type="tel" autoComplete="tel" inputMode="tel" {...bind('PhoneNumber')} />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Your trip</legend>
        <div className={`${styles.fields} ${styles.twoColumns}`}>
          <TextField label="Destination" autoComplete="off" {...bind('Countryname')} />
          <SelectField label="Class offer" options={CLASS_OFFERS} {...bind('classoffer')} />
          <TextField
            label="Duration (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            disabled={!durationEditable(variant)}
            hint={durationHint(variant)}
            {...bind('Duration')}
          />
          <TextField label="Travel date" type="date" min={today()} {...bind('Date')} />
          <SelectField label="Airport" options={AIRPORTS} placeholder="Select an airport" {...bind('Airport')} />
          <div className={styles.field}>
            {/* A fixed text on the full form (the spec's business constants); it is sent as the request's call time. */}
            <span className={styles.label}>Preferred call time</span>
            <p className={styles.fixed}>{DEFAULT_CALL_TIME}</p>
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Who is travelling</legend>
        <div className={`${styles.fields} ${styles.threeColumns}`}>
          <TextField label="Adults (12 and over)" type="number" inputMode="numeric" min={0} max={99} {...bind('Whoistravelling')} />
          <TextField label="Children (2 to 12)" type="number" inputMode="numeric" min={0} max={99} {...bind('Whoistravellingchildren')} />
          <TextField label="Infants (under 2)" type="number" inputMode="numeric" min={0} max={99} {...bind('WhoistravellingInfants')} />
        </div>
      </fieldset>

      <FormOutcome status={status} success={ENQUIRY_SUCCESS} failure={ENQUIRY_FAILURE} failureDetail={failureDetail} />
      <button type="submit" className={styles.submit} disabled={submitting}>
        <Send size={18} aria-hidden="true" />
        {submitting ? SUBMITTING : 'Submit Enquiry'}
      </button>
    </form>
  );
}
