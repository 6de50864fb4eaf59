import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog, type DialogProps } from './Dialog';

type Options = Partial<Omit<DialogProps, 'children' | 'onClose'>> & { onClose?: () => void };

/** A page with an opener button, the dialog (a small form inside) while open, and a button after it. */
function Page({ onClose, ...options }: Options) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Book the Duo Room"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
          {...options}
        >
          <label>
            First name <input name="firstname" />
          </label>
          <label>
            E-mail <input name="email" />
          </label>
          <button type="submit">Pay</button>
        </Dialog>
      )}
      <button type="button">After the dialog</button>
    </>
  );
}

async function openDialog(options: Options = {}) {
  const user = userEvent.setup();
  render(<Page {...options} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole(options.role ?? 'dialog', { name: 'Book the Duo Room' }) };
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes the focus to its first field and stops the page behind from scrolling', async () => {
    const { dialog } = await openDialog({ description: 'Two guests, three nights' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Two guests, three nights');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside: from the last control to the × button and back', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const pay = screen.getByRole('button', { name: 'Pay' });
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await user.tab();
    expect(pay).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(pay).toHaveFocus();
  });

  it('from the panel itself, Shift+Tab goes to the last control rather than out of the dialog', async () => {
    const { user, dialog } = await openDialog({ initialFocus: 'panel' });
    expect(dialog).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the opener, and the page scrolls again', async () => {
    const onClose = jest.fn();
    const { user, opener } = await openDialog({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the × button and with a press on the backdrop, not with a press inside the panel', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog({ onClose });
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open while locked: Escape, the backdrop and × do nothing', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog({ onClose, locked: true });
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement!);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('focuses the element it is given first, as an alertdialog does with its safe answer', async () => {
    function Question() {
      const cancel = useRef<HTMLButtonElement>(null);
      return (
        <Dialog
          title="Delete Bali Escape"
          description="Are you sure?"
          role="alertdialog"
          size="narrow"
          initialFocus={cancel}
          onClose={() => {}}
        >
          <button type="button">Yes, delete</button>
          <button ref={cancel} type="button">
            Cancel
          </button>
        </Dialog>
      );
    }
    render(<Question />);
    expect(screen.getByRole('alertdialog', { name: 'Delete Bali Escape' })).toHaveAccessibleDescription('Are you sure?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('gives the focus to the fallback when the opener is gone on closing', async () => {
    function Vanishing() {
      const [open, setOpen] = useState(false);
      const [rowThere, setRowThere] = useState(true);
      return (
        <>
          <h3 id="heading" tabIndex={-1}>
            Requests
          </h3>
          {rowThere && (
            <button type="button" onClick={() => setOpen(true)}>
              Meera
            </button>
          )}
          {open && (
            <Dialog
              title="Request Details"
              initialFocus="panel"
              fallbackFocus={() => document.getElementById('heading')}
              onClose={() => setOpen(false)}
            >
              <button
                type="button"
                onClick={() => {
                  setRowThere(false);
                  setOpen(false);
                }}
              >
                Reject
              </button>
            </Dialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Vanishing />);
    await user.click(screen.getByRole('button', { name: 'Meera' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requests' })).toHaveFocus();
  });
});
