import { useEffect, useRef } from 'react';

/**
 * Focus follows an inline question (Delete? Yes / Cancel): onto the answer button when it is
 * asked, back onto the button that asked when it is cancelled. Put `answer` on the answer
 * button and `asker` on the button that asks.
 */
export function useQuestionFocus(asking: boolean) {
  const answer = useRef<HTMLButtonElement>(null);
  const asker = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) answer.current?.focus();
    else if (wasAsking.current) asker.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  return { answer, asker };
}
