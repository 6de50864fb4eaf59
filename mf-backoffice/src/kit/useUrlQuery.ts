import { addressOf, type CompiledValidator, type FlatForm, readQuery } from '@agency/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's query kept in the address (so Back returns to the same list and a filtered list
 * can be shared), read with the call's querystring schema and its compiled validator.
 * Returns the query as the call takes it, a setter that writes the address, and the
 * address's own text (`?status=paid`) for links that lead back to the list. Parameters the
 * schema does not name (the admin screen's `tab`, the leads screen's list) are the screen
 * around the list's, and a new query keeps them.
 */
export function useUrlQuery<Query extends object>(validator: CompiledValidator, schema: FlatForm) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery<Query>(validator, schema, params), [validator, schema, params]);
  const setQuery = useCallback(
    (next: Query) =>
      setParams((current) => {
        const address = new URLSearchParams([...current].filter(([name]) => !(name in schema.properties)));
        for (const [name, value] of addressOf(schema, next as Record<string, unknown>)) address.set(name, value);
        return address;
      }),
    [setParams, schema],
  );
  const search = params.size > 0 ? `?${params}` : '';
  return { query, setQuery, search };
}
