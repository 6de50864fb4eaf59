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

type Trip = { title: string; days: string };

/** A nested form whose messages are under contract paths other than its inputs' names. */
function checkTrip(values: Trip) {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors['description.title'] = 'Title is required';
  if (!/^\d+$/.test(values.days)) errors.duration = 'Duration is required';
  return { errors, data: { description: { title: values.title }, duration: Number(values.days) } };
}

function TripForm({ onValid }: { onValid(data: unknown): void }) {
  const { form, messageOf, touch, changed, handleSubmit, setError } = useCheckedForm<
    { description: { title: string }; duration: number },
    Trip
  >({ check: checkTrip, initial: { title: '', days: '' }, afterSend: 'recheck', focusFirstError: false, showEarly: 'leftOrChanged' });
  const input = (name: keyof Trip, path: string, label: string) => (
    <TextField
      label={label}
      required
      {...form.register(name, { onChange: () => changed(path), onBlur: () => touch(path) })}
      error={messageOf(path)}
    />
  );
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      {input('title', 'description.title', 'Title')}
      {input('days', 'duration', 'Days')}
      {/* The server names contract paths, as the messages are. */}
      <button type="button" onClick={() => setError('duration' as keyof Trip, { type: 'server', message: 'Too many days' })}>
        Server says
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe("useCheckedForm's showEarly: 'leftOrChanged'", () => {
  const title = () => screen.getByRole('textbox', { name: 'Title' });
  const days = () => screen.getByRole('textbox', { name: 'Days' });

  it('shows a message once its field is left or changed, follows the value, and every message after a send', async () => {
    const user = userEvent.setup({ delay: null });
    render(<TripForm onValid={jest.fn()} />);
    await user.click(title());
    expect(title()).not.toHaveAccessibleDescription();
    await user.tab();
    expect(title()).toHaveAccessibleDescription('Title is required');
    expect(days()).not.toHaveAccessibleDescription();
    await user.type(title(), 'Goa');
    expect(title()).not.toHaveAccessibleDescription();
    await user.clear(title());
    expect(title()).toHaveAccessibleDescription('Title is required');
    await user.type(title(), 'Goa');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(days()).toHaveAccessibleDescription('Duration is required'));
  });

  it("keeps the screen's own message at its field until that field changes", async () => {
    const user = userEvent.setup({ delay: null });
    render(<TripForm onValid={jest.fn()} />);
    await user.type(days(), '9');
    await user.click(screen.getByRole('button', { name: 'Server says' }));
    expect(days()).toHaveAccessibleDescription('Too many days');
    await user.type(days(), '0');
    expect(days()).not.toHaveAccessibleDescription();
  });
});
