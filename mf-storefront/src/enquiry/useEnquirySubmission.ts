import { useCallback, useState } from 'react';
import { LEAD_MESSAGES, type EnquiryRequest } from '@agency/contracts';
import { logFailure } from '../messages';
import { useSubmitEnquiryMutation } from './enquiryApi';

/** A form's send (spec §4): idle, submitting (button disabled), then success or failure. */
export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'failure';

/**
 * Sends an enquiry and tracks its state. A failure is logged and leaves the form as it was,
 * so the visitor can send again without typing anything twice; `send` answers whether the
 * request was stored, so the form clears itself only then.
 */
export function useEnquirySubmission(failureText: string) {
  const [submit] = useSubmitEnquiryMutation();
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  /** Why a send failed, when the visitor can act on it (the enquiry limit: wait, then send again). */
  const [failureDetail, setFailureDetail] = useState<string | undefined>();

  const send = useCallback(
    async (request: EnquiryRequest): Promise<boolean> => {
      setStatus('submitting');
      setFailureDetail(undefined);
      try {
        await submit(request).unwrap();
        setStatus('success');
        return true;
      } catch (error) {
        logFailure(failureText, error);
        setFailureDetail(isRateLimited(error) ? LEAD_MESSAGES.tooManyEnquiries : undefined);
        setStatus('failure');
        return false;
      }
    },
    [submit, failureText],
  );

  return { status, failureDetail, send, submitting: status === 'submitting' };
}

function isRateLimited(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 429;
}
