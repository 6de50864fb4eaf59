import { isOpen, toggledOpenIndex } from './sharedIndex';

describe('the accordion index shared by both Terms sections', () => {
  it('opens one item at a time, and closes it when it is closed', () => {
    let open = toggledOpenIndex(null, 2, true);
    expect(open).toBe(2);
    open = toggledOpenIndex(open, 4, true);
    expect(open).toBe(4);
    expect(isOpen(open, 2)).toBe(false);
    open = toggledOpenIndex(open, 4, false);
    expect(open).toBeNull();
  });

  it('is not undone by the closing of the clauses the index moved away from', () => {
    let open = toggledOpenIndex(null, 2, true);
    open = toggledOpenIndex(open, 5, true);
    // The elements of clause 2 (both sections) report their closing after the move.
    open = toggledOpenIndex(open, 2, false);
    expect(open).toBe(5);
  });
});
