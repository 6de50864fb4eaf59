import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';

function renderField(key = 'a') {
  return (
    <>
      <label htmlFor="pw">Password</label>
      <PasswordField key={key} id="pw" name="password" icon={<span data-testid="icon" />} />
    </>
  );
}

describe('PasswordField', () => {
  it('hides the password until the eye toggle is pressed, and hides it again on a second press', async () => {
    const user = userEvent.setup();
    render(renderField());
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('type', 'button');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows the icon before the input and starts hidden again when remounted', async () => {
    const user = userEvent.setup();
    const { rerender } = render(renderField('a'));
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    rerender(renderField('b'));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
