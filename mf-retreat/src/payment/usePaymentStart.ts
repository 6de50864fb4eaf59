/**
 * Starting a payment, shared by the booking modal and the generic checkout: initiate on
 * the server, then hand the browser to the provider. While that runs the button says
 * 'Processing...'; on failure the server's message (or 'Payment initiation failed') is
 * shown, with the server's per-field messages, and the button is enabled again.
 */
import { useEffect, useState } from 'react';
import { type InitiateRequest, useInitiatePaymentMutation } from '../api';
import { texts } from '../texts';
import { postToProvider } from './postToProvider';

interface ServerError {
  data?: { message?: unknown; fields?: unknown };
}

export interface PaymentStart {
  /** `proof`: the solved proof of work a retreat booking brings (useCheckoutProof), awaited first. */
  start(request: InitiateRequest, proof?: () => Promise<string>): Promise<void>;
  /** True from the click until the browser has left for the provider. */
  processing: boolean;
  error: string | null;
  /** The server's messages per field (400), to show beside the fields. */
  fieldErrors: Record<string, string>;
}

export function usePaymentStart(): PaymentStart {
  const [initiate, { isLoading }] = useInitiatePaymentMutation();
  const [leaving, setLeaving] = useState(false);
  const [proving, setProving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  // Back from the provider through the browser's back/forward cache: the page is live again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function start(request: InitiateRequest, proof?: () => Promise<string>) {
    setError(null);
    setFieldErrors({});
    try {
      let body = request;
      if (proof) {
        // Nearly always solved already, while the guest typed; otherwise 'Processing...' covers the rest.
        setProving(true);
        try {
          body = { ...request, proofOfWork: await proof() };
        } catch {
          setError(texts.initiationFailed);
          return;
        } finally {
          setProving(false);
        }
      }
      const { paymentUrl, paymentData } = await initiate(body).unwrap();
      setLeaving(true);
      postToProvider(paymentUrl, paymentData);
    } catch (caught) {
      const data = (caught as ServerError).data;
      setError(typeof data?.message === 'string' && data.message ? data.message : texts.initiationFailed);
      setFieldErrors(isTextMap(data?.fields) ? data.fields : {});
    }
  }

  return { start, processing: proving || isLoading || leaving, error, fieldErrors };
}

function isTextMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
}
