/** @jest-environment @agency/test-kit/jest/jsdom-environment.js */
import { act, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useFormChosenBeforeHydration, useValueChosenBeforeHydration } from './chosenBeforeHydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The retreat card's shape: a controlled select and a total that follows it. */
function Guests() {
  const [guests, setGuests] = useState('1');
  const select = useRef<HTMLSelectElement>(null);
  useValueChosenBeforeHydration(select, guests, setGuests);
  return (
    <>
      <select ref={select} value={guests} onChange={(event) => setGuests(event.target.value)}>
        {['1', '2', '3'].map((count) => (
          <option key={count}>{count}</option>
        ))}
      </select>
      <output>{Number(guests) * 1000}</output>
    </>
  );
}

const total = (container: HTMLElement) => container.querySelector('output')!.textContent;
const select = (container: HTMLElement) => container.querySelector('select')!;

describe('a value chosen before hydration', () => {
  it('is adopted when the app hydrates the server HTML', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Guests />);
    // The visitor picks on the server's HTML, before the app is live.
    select(container).value = '3';
    await act(async () => {
      hydrateRoot(container, <Guests />);
    });
    expect(total(container)).toBe('3000');
    expect(select(container).value).toBe('3');
  });

  it('without a choice, the server value stays', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Guests />);
    await act(async () => {
      hydrateRoot(container, <Guests />);
    });
    expect(total(container)).toBe('1000');
  });

  it('does nothing on a page rendered in the browser', async () => {
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Guests />);
    });
    expect(total(container)).toBe('1000');
    expect(select(container).value).toBe('1');
  });
});

/** A GET form of filters, one control outside it; `taken` records what the hook passed on. */
function Filters({ taken }: { taken: string[] }) {
  const form = useRef<HTMLFormElement>(null);
  useFormChosenBeforeHydration(form, (fields) => taken.push(fields.toString()));
  return (
    <>
      <form ref={form} id="filters" method="get" action="/packages">
        <input type="checkbox" name="type" value="beach" defaultChecked={false} />
        <input type="checkbox" name="type" value="hills" defaultChecked />
      </form>
      <select form="filters" name="sort" defaultValue="">
        <option value="">Recommended</option>
        <option value="price-asc">Price</option>
      </select>
    </>
  );
}

describe('a form changed before hydration', () => {
  it('passes on what the form would send, controls outside it included', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Filters taken={[]} />);
    container.querySelector<HTMLInputElement>('input[value="beach"]')!.checked = true;
    select(container).value = 'price-asc';
    const taken: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Filters taken={taken} />);
    });
    expect(taken).toEqual(['type=beach&type=hills&sort=price-asc']);
    container.remove();
  });
});
