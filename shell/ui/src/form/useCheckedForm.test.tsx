import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback } from 'react';
import { TextField } from '../Field';
import { type CheckedFormOptions, useCheckedForm } from './useCheckedForm';

type Data = { name: string; age?: number };

/** Name required; age, when given, a number (the data carries it as one). */
function check(texts: Record<string, string>) {
  const errors: Record<string, string> = {};
  if (!texts.name?.trim()) errors.name = 'Name is required';
  if (texts.age && !Number.isFinite(Number(texts.age))) errors.age = 'Age must be a number';
  const data: Data = { name: texts.name, ...(texts.age ? { age: Number(texts.age) } : {}) };
  return { errors, data };
}

function Form({
  afterSend,
  focusFirstError,
  onValid,
}: Pick<CheckedFormOptions<Data>, 'afterSend' | 'focusFirstError'> & { onValid(data: Data): void }) {
  const stableCheck = useCallback(check, []);
  const { field, handleSubmit } = useCheckedForm<Data>({ check: stableCheck, initial: { name: '', age: '' }, afterSend, focusFirstError });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <TextField label="Name" required {...field('name')} />
      <TextField label="Age" {...field('age')} />
      <button type="submit">Send</button>
    </form>
  );
}

const nameInput = () => screen.getByRole('textbox', { name: 'Name' });
const ageInput = () => screen.getByRole('textbox', { name: 'Age (optional)' });

describe('useCheckedForm', () => {
  it('shows no message before a send, then the check’s messages, and focuses the first field in error', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form afterSend="recheck" focusFirstError onValid={onValid} />);
    await user.type(ageInput(), 'x');
    expect(ageInput()).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(nameInput()).toHaveAccessibleDescription('Name is required'));
    expect(ageInput()).toHaveAccessibleDescription('Age must be a number');
    expect(nameInput()).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("'recheck': after a send, each change re-runs the check (a corrected field loses its message, a broken one gets it)", async () => {
    const user = userEvent.setup();
    render(<Form afterSend="recheck" focusFirstError={false} onValid={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(nameInput()).toHaveAccessibleDescription('Name is required'));
    await user.type(nameInput(), 'Asha');
    await waitFor(() => expect(nameInput()).not.toHaveAccessibleDescription());
    await user.type(ageInput(), 'x');
    await waitFor(() => expect(ageInput()).toHaveAccessibleDescription('Age must be a number'));
  });

  it("'clear': a changed field loses its message until the next send, and the focus stays where it was", async () => {
    const user = userEvent.setup();
    render(<Form afterSend="clear" focusFirstError={false} onValid={jest.fn()} />);
    await user.type(ageInput(), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(ageInput()).toHaveAccessibleDescription('Age must be a number'));
    expect(nameInput()).not.toHaveFocus();
    await user.type(ageInput(), 'y');
    await waitFor(() => expect(ageInput()).not.toHaveAccessibleDescription());
    expect(nameInput()).toHaveAccessibleDescription('Name is required');
  });

  it("'keep': every message stays as it is until the next send, which says them afresh", async () => {
    const user = userEvent.setup();
    render(<Form afterSend="keep" focusFirstError={false} onValid={jest.fn()} />);
    await user.type(ageInput(), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(ageInput()).toHaveAccessibleDescription('Age must be a number'));
    await user.clear(ageInput());
    await user.type(nameInput(), 'Asha');
    expect(ageInput()).toHaveAccessibleDescription('Age must be a number');
    expect(nameInput()).toHaveAccessibleDescription('Name is required');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(nameInput()).not.toHaveAccessibleDescription());
    expect(ageInput()).not.toHaveAccessibleDescription();
  });

  it('hands the checked data, not the texts, to the submit handler', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form afterSend="recheck" focusFirstError onValid={onValid} />);
    await user.type(nameInput(), 'Asha');
    await user.type(ageInput(), '31');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ name: 'Asha', age: 31 });
  });
});
