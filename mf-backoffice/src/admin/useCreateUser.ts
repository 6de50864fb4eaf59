import { USER_CREATED } from '@agency/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessageOf, useCreateUserMutation } from '../api';
import type { OutcomeMessage } from '../kit';
import { createFailed, ROLE_PLACEHOLDER } from '../messages';
import { EMPTY_NEW_USER, isRole, type NewUserValues, newUserProblem } from './newUser';

/**
 * The create-user form's state and its send: the portal's own check first (its words), then
 * the call; an account made clears the form and counts (`created` keys a fresh password field).
 */
export function useCreateUser(setOutcome: (message: OutcomeMessage | null) => void) {
  const { register, handleSubmit, reset } = useForm<NewUserValues>({ defaultValues: EMPTY_NEW_USER });
  // A new password field (hidden again) after each account made.
  const [created, setCreated] = useState(0);
  const [createUser, { isLoading: submitting }] = useCreateUserMutation();

  const onSubmit = handleSubmit(async (values) => {
    const problem = newUserProblem(values);
    if (problem || !isRole(values.role)) {
      setOutcome({ tone: 'error', text: problem ?? ROLE_PLACEHOLDER });
      return;
    }
    setOutcome(null);
    const result = await createUser({ username: values.username, password: values.password, role: values.role });
    if ('error' in result) {
      setOutcome({ tone: 'error', text: createFailed(failureMessageOf(result.error)) });
      return;
    }
    reset(EMPTY_NEW_USER);
    setCreated((count) => count + 1);
    setOutcome({ tone: 'success', text: USER_CREATED });
  });
  return { register, onSubmit, created, submitting };
}
