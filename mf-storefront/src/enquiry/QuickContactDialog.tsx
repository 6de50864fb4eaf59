import { quickContactForm, quickContactFormValidator, quickContactRequest } from '@agency/contracts';
import { Dialog, TextAreaField, TextField, useContractForm } from '@agency/ui';
import { Send } from '@agency/ui/icons';
import { QUICK_CONTACT_FAILURE, QUICK_CONTACT_SUCCESS, SUBMITTING } from '../messages';
import styles from './Form.module.css';
import { FormOutcome } from './FormOutcome';
import { useEnquirySubmission } from './useEnquirySubmission';

const EMPTY = { Firstname: '', Emailaddress: '', PhoneNumber: '', travelplans: '' };

/**
 * The quick-contact pop-up's dialog (the spec's enquiry form and its validation rules): name, e-mail, phone and message, all
 * required. A stored request clears the form and shows the success text; a failure keeps
 * what was typed under the failure text, ready to send again.
 */
export default function QuickContactDialog({ onClose }: { onClose(): void }) {
  const { field: bind, handleSubmit, reset } = useContractForm(quickContactFormValidator, quickContactForm, EMPTY);
  const { status, failureDetail, send, submitting } = useEnquirySubmission(QUICK_CONTACT_FAILURE);

  const onSubmit = handleSubmit(async (data) => {
    if (await send(quickContactRequest(data))) reset(EMPTY);
  });

  return (
    <Dialog
      title="Plan your escape with us"
      description="Tell us where you dream of going; a travel specialist will call you back."
      onClose={onClose}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Quick enquiry" aria-busy={submitting}>
        <div className={styles.fields}>
          <TextField label="Name" required autoComplete="name" {...bind('Firstname')} />
          <TextField label="Email" required type="email" autoComplete="email" inputMode="email" {...bind('Emailaddress')} />
          <TextField label="Phone" required type="tel" autoComplete="tel" inputMode="tel" {...bind('PhoneNumber')} />
          <TextAreaField label="Message" required rows={4} {...bind('travelplans')} />
        </div>
        <FormOutcome status={status} success={QUICK_CONTACT_SUCCESS} failure={QUICK_CONTACT_FAILURE} failureDetail={failureDetail} />
        <button type="submit" className={styles.submit} disabled={submitting}>
          <Send size={18} aria-hidden="true" />
          {submitting ? SUBMITTING : 'Send'}
        </button>
      </form>
    </Dialog>
  );
}
