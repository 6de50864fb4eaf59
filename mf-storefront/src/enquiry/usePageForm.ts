import { LEAD_MESSAGES } from '@agency/contracts';
import { PAGE_FORMS, type PageFormId, type PostedForm, sentFormOf } from '@agency/page/protocol';
import { usePostedForm } from '@agency/page/remote';
import { useLocation } from 'react-router-dom';
import type { SubmissionStatus } from './useEnquirySubmission';

export interface PageFormStart {
  /** Makes the form work without scripts: the browser posts it to its page, which the server answers. */
  formProps: { method: 'post'; action: string };
  /** The values and messages of a post the server showed again. */
  posted?: Pick<PostedForm, 'values' | 'errors'>;
  status: SubmissionStatus;
  failureDetail?: string;
}

/**
 * How a page's form starts: empty, or as the server answered a post sent without scripts
 * (the success text after its redirect, or the typed values with the messages). The posted
 * values belong to the page the server rendered only: a later visit starts empty.
 */
export function usePageForm(form: PageFormId): PageFormStart {
  const location = useLocation();
  // The router's first location of a page load has the key 'default'.
  const candidate = usePostedForm(location.key === 'default');
  const posted = candidate?.form === form ? candidate : undefined;
  const formProps = { method: 'post', action: PAGE_FORMS[form].path } as const;
  if (posted?.failure) {
    return {
      formProps,
      posted,
      status: 'failure',
      failureDetail: posted.failure === 'limited' ? LEAD_MESSAGES.tooManyEnquiries : undefined,
    };
  }
  if (posted) return { formProps, posted, status: 'idle' };
  return { formProps, status: sentFormOf(location.search) === form ? 'success' : 'idle' };
}
