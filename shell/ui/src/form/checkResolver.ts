/**
 * A react-hook-form resolver over a contract check (the compiled Ajv validators of
 * @agency/contracts): the form's messages are the contract's, keyed by field path
 * ('pricing.0.price'), and a valid form hands over the checked data (numbers for number
 * fields, coerced by the validator) instead of the inputs' text.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export interface ContractCheck<Data> {
  /** Field path → message; empty when the values may be sent. */
  errors: Readonly<Record<string, string | undefined>>;
  data: Data;
}

export function checkResolver<Values extends FieldValues, Data extends FieldValues = Values>(
  check: (values: Values) => ContractCheck<Data>,
): Resolver<Values, unknown, Data> {
  return (values) => {
    const { errors, data } = check(values);
    const messages = Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined);
    if (messages.length === 0) return { values: data, errors: {} };
    return { values: {}, errors: nested(messages) as FieldErrors<Values> };
  };
}

/** react-hook-form keeps errors as a tree ('pricing.0.price' → errors.pricing[0].price). */
function nested(messages: [string, string][]): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [path, message] of messages) {
    const keys = path.split('.');
    let node = tree;
    for (const key of keys.slice(0, -1)) {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const leaf = keys[keys.length - 1];
    // A message on a list (none chosen) and on its rows can both be there: keep the list's as `root`.
    if (typeof node[leaf] === 'object' && node[leaf] !== null) (node[leaf] as Record<string, unknown>).root = { type: 'contract', message };
    else node[leaf] = { type: 'contract', message };
  }
  return tree;
}
