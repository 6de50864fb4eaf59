import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField, TextAreaField, TextField } from './Field';

describe('TextField', () => {
  it('ties the label, the hint and the message to the input', () => {
    render(<TextField label="Email" required hint="We reply by mail" error="Please enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply by mail Please enter a valid email address');
  });

  it("marks a required field with an asterisk and aria-required by default, the control's own required left off", () => {
    render(<TextField label="First name" required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('(optional)')).toBeNull();
  });

  it("with requiredMark 'attribute', a required field has the control's required and no mark", () => {
    render(<TextField label="Phone" required requiredMark="attribute" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-required');
    expect(screen.queryByText('*')).toBeNull();
  });

  it('says (optional) for a field that is not required, and no message means a valid field', () => {
    render(<TextField label="Reference ID" requiredMark="attribute" />);
    const input = screen.getByRole('textbox', { name: 'Reference ID (optional)' });
    expect(input).not.toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('passes the ref and the input props to the input', async () => {
    const ref = { current: null as HTMLInputElement | null };
    const typed: string[] = [];
    render(<TextField label="Name" ref={ref} name="Firstname" onChange={(event) => typed.push(event.target.value)} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Ab');
    expect(ref.current).toHaveAttribute('name', 'Firstname');
    expect(typed).toEqual(['A', 'Ab']);
  });
});

describe('TextAreaField and SelectField', () => {
  it('label a text area and a select with its placeholder first', () => {
    render(
      <>
        <TextAreaField label="Message" required error="Message is required" />
        <SelectField label="Airport" options={['Mumbai (BOM)', 'Delhi (DEL)']} placeholder="Select an airport" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message is required');
    const select = screen.getByRole('combobox', { name: 'Airport (optional)' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Select an airport',
      'Mumbai (BOM)',
      'Delhi (DEL)',
    ]);
  });
});
