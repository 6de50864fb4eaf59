import { type CreateUserRequest, createUserForm, createUserFormValidator, USER_CREATED } from '@agency/contracts';
import { useContractForm } from '@agency/ui';
import { useState } from 'react';
import { failureMessageOf, useCreateUserMutation } from '../api';
import type { OutcomeMessage } from '../kit';
import { createFailed } from '../messages';
import { EMPTY_NEW_USER, type NewUserValues, shownProblem } from './newUser';

/**
 * The create-user form's state and its send: the contract's check first (one message, in the
 * outcome line, the most basic first; no field takes the focus), then the call; an account
 * made clears the form and counts (`created` keys a fresh password field).
 */
export function useCreateUser(setOutcome: (message: OutcomeMessage | null) => void) {
  const { field, handleSubmit, reset } = useContractForm<typeof createUserForm, CreateUserRequest>(
    createUserFormValidator,
    createUserForm,
    { ...EMPTY_NEW_USER },
    { focusFirstError: false },
  );
  // A new password field (hidden again) after each account made.
  const [created, setCreated] = useState(0);
  const [createUser, { isLoading: submitting }] = useCreateUserMutation();

  const refused = (errors: Record<string, { message?: string } | undefined>) => {
    const messages = Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
    const text = shownProblem(messages);
    if (text) setOutcome({ tone: 'error', text });
  };
  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await createUser(values);
    if ('error' in result) {
      setOutcome({ tone: 'error', text: createFailed(failureMessageOf(result.error)) });
      return;
    }
    reset({ ...EMPTY_NEW_USER });
    setCreated((count) => count + 1);
    setOutcome({ tone: 'success', text: USER_CREATED });
  }, refused);
  /** A field's input props: its message shows in the outcome line, not under it. */
  const input = (name: keyof NewUserValues) => {
    const { error: _shownInOutcome, ...props } = field(name);
    return props;
  };
  return { input, onSubmit, created, submitting };
}
