/** Publish or unpublish a row of the staff list, with the catalogue's answer (or its refusal) shown above the list. */
import { useState } from 'react';
import type { OutcomeMessage } from '../../kit/Outcome';
import { PUBLISH_FAILED } from '../../messages';
import { useSetPublicationMutation } from './publishingApi';

export function usePublishToggle(onOutcome: (outcome: OutcomeMessage) => void) {
  const [setPublication] = useSetPublicationMutation();
  const [busyId, setBusyId] = useState<number | undefined>();

  const toggle = async (row: { _id: number; published: boolean }) => {
    setBusyId(row._id);
    const result = await setPublication({ id: row._id, published: !row.published });
    setBusyId(undefined);
    if ('error' in result) {
      const answer = result.error as { data?: { message?: unknown } } | undefined;
      const message = typeof answer?.data?.message === 'string' ? answer.data.message : PUBLISH_FAILED;
      onOutcome({ tone: 'error', text: message });
    } else {
      onOutcome({ tone: 'success', text: result.data.message });
    }
  };
  return { toggle, busyId };
}
