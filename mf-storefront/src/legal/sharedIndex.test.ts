import { isOpen, toggleOpenIndex } from './sharedIndex';

describe('the accordion index shared by both Terms sections', () => {
  it('opens one item at a time, and closes it when chosen again', () => {
    let open = toggleOpenIndex(null, 2);
    expect(open).toBe(2);
    open = toggleOpenIndex(open, 4);
    expect(open).toBe(4);
    expect(isOpen(open, 2)).toBe(false);
    open = toggleOpenIndex(open, 4);
    expect(open).toBeNull();
  });
});
