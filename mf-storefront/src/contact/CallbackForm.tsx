import {
  CALL_TIMES,
  callbackForm,
  callbackFormValidator,
  callbackRequest,
  DEFAULT_CALL_TIME,
  DEFAULT_FOUND_US,
  FOUND_US_OPTIONS,
} from '@agency/contracts';
import { SelectField, TextField, useContractForm } from '@agency/ui';
import { PhoneCall } from '@agency/ui/icons';
import formStyles from '../enquiry/Form.module.css';
import { FormOutcome } from '../enquiry/FormOutcome';
import { useEnquirySubmission } from '../enquiry/useEnquirySubmission';
import { usePageForm } from '../enquiry/usePageForm';
import { CALLBACK_SUCCESS, ENQUIRY_FAILURE, FOUND_US_LABEL, REQUESTING } from '../messages';

const INITIAL = {
  Firstname: '',
  Lastname: '',
  Emailaddress: '',
  PhoneNumber: '',
  calltime: DEFAULT_CALL_TIME,
  way: DEFAULT_FOUND_US,
};

/**
 * The contact page's 'Get In Touch' callback request (the spec's contact page and rules; the staff spec's requests): all six
 * fields required, the call time and 'How did you find us?' chosen from the spec's lists.
 * The answer to 'How did you find us?' is sent as the request's `way`.
 */
export function CallbackForm({ labelledBy }: { labelledBy: string }) {
  const pageForm = usePageForm('callback');
  const { field: bind, handleSubmit, reset } = useContractForm(callbackFormValidator, callbackForm, INITIAL, { posted: pageForm.posted });
  const { status, failureDetail, send, submitting } = useEnquirySubmission(ENQUIRY_FAILURE, pageForm);

  const onSubmit = handleSubmit(async (data) => {
    if (await send(callbackRequest(data))) reset(INITIAL);
  });

  return (
    <form
      {...pageForm.formProps}
      className={formStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={submitting}
    >
      <div className={`${formStyles.fields} ${formStyles.twoColumns}`}>
        <TextField label="First name" required autoComplete="given-name" {...bind('Firstname')} />
        <TextField label="Last name" required autoComplete="family-name" {...bind('Lastname')} />
        <TextField label="Email" required type="email" autoComplete="email" inputMode="email" {...bind('Emailaddress')} />
        <TextField label="Phone" required type="tel" autoComplete="tel" inputMode="tel" {...bind('PhoneNumber')} />
        <SelectField label="Preferred call time" required options={CALL_TIMES} {...bind('calltime')} />
        <SelectField label={FOUND_US_LABEL} required options={FOUND_US_OPTIONS} {...bind('way')} />
      </div>
      <FormOutcome status={status} success={CALLBACK_SUCCESS} failure={ENQUIRY_FAILURE} failureDetail={failureDetail} />
      <button type="submit" className={formStyles.submit} disabled={submitting}>
        <PhoneCall size={18} aria-hidden="true" />
        {submitting ? REQUESTING : 'Request a Callback'}
      </button>
    </form>
  );
}
