import { type EnquiryRequest, LEAD_MESSAGES } from '@agency/contracts';
import { useCallback, useRef, useState } from 'react';
import { logFailure } from '../messages';
import { useSubmitEnquiryMutation } from './enquiryApi';

/** A form's send (the spec's states and transitions): idle, submitting (button disabled), then success or failure. */
export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'failure';

/** A new attempt's key: 128 random bits (getRandomValues needs no secure context, unlike randomUUID). */
export function newAttemptKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends an enquiry and tracks its state (from `start`: how the server answered a post sent without scripts). A failure is logged and leaves the form as it was,
 * so the visitor can send again without typing anything twice; `send` answers whether the
 * request was stored, so the form clears itself only then. Every send of one attempt carries
 * the same Idempotency-Key until one is stored, so a retry after a lost answer stores nothing twice;
 * a send with other details is another attempt with a key of its own (the service refuses a key
 * sent again with other details).
 */
export function useEnquirySubmission(
  failureText: string,
  start: { status: SubmissionStatus; failureDetail?: string } = { status: 'idle' },
) {
  const [submit] = useSubmitEnquiryMutation();
  const [status, setStatus] = useState<SubmissionStatus>(start.status);
  /** Why a send failed, when the visitor can act on it (the enquiry limit: wait, then send again). */
  const [failureDetail, setFailureDetail] = useState<string | undefined>(start.failureDetail);
  const attempt = useRef<{ key: string; request: string } | null>(null);

  const send = useCallback(
    async (request: EnquiryRequest): Promise<boolean> => {
      setStatus('submitting');
      setFailureDetail(undefined);
      try {
        const sent = JSON.stringify(request);
        if (attempt.current?.request !== sent) attempt.current = { key: newAttemptKey(), request: sent };
        await submit({ request, attempt: attempt.current.key }).unwrap();
        attempt.current = null;
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
