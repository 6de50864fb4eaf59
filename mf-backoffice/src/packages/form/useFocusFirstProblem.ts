import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused save, the first field with a problem takes the focus (or its group's
 * first input) and scrolls into view. `request` asks for that once the problems show.
 */
export function useFocusFirstProblem() {
  const form = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (requests === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[data-invalid="true"]');
    if (!first) return;
    const target = first.matches('input, select, textarea') ? first : first.querySelector<HTMLElement>('input, select, textarea, button');
    (target ?? first).focus();
    first.scrollIntoView?.({ block: 'center' });
  }, [requests]);

  const request = useCallback(() => setRequests((count) => count + 1), []);
  return { form, request };
}
