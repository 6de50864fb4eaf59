import { type ReactElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyPage, loadEveryLazyPage } from './lazyPage';
import { newServerPageRecord, ServerPageProvider } from './pageContext';
import { serverPageFactory } from './serverPage';

const Terms = lazyPage('terms', async () => ({ default: ({ clause }: { clause: string }) => <p>{clause}</p> }));
const Contact = lazyPage('contact', async () => ({ default: () => <p>Call us</p> }));

describe('lazyPage', () => {
  it('notes its chunk in the server page record when it renders, even before its code has loaded', () => {
    const record = newServerPageRecord('https://escapevacation.in');
    renderToString(
      <ServerPageProvider record={record}>
        <Suspense fallback={null}>
          <Terms clause="Payments" />
          <Terms clause="Refunds" />
        </Suspense>
      </ServerPageProvider>,
    );
    expect(record.chunks).toEqual(['terms']);
  });

  it('renders its component with its props once its code has loaded, as React.lazy does', async () => {
    const Privacy = lazyPage('privacy', async () => ({ default: ({ clause }: { clause: string }) => <p>{clause}</p> }));
    const page = (
      <Suspense fallback={<p>Loading</p>}>
        <Privacy clause="Payments" />
      </Suspense>
    );
    expect(renderToString(page)).toContain('Loading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renderToString(page)).toContain('<p>Payments</p>');
  });

  it('once every lazy page is loaded (a server warmed up), renders in one pass without suspending', async () => {
    let loads = 0;
    const Refunds = lazyPage('refunds', async () => {
      loads += 1;
      return { default: ({ clause }: { clause: string }) => <p>{clause}</p> };
    });
    const page = (
      <Suspense fallback={<p>Loading</p>}>
        <Refunds clause="Refunds in 7 days" />
      </Suspense>
    );
    await loadEveryLazyPage();
    // The first render already has the page, its boundary complete: no fallback, no second pass.
    expect(renderToString(page)).toBe('<!--$--><p>Refunds in 7 days</p><!--/$-->');
    expect(loads).toBe(1);
  });

  it('is in the outcome the gateway reads', () => {
    const createPage = serverPageFactory({
      App: ({ store }: { store?: string }) => (store === 'terms' ? <Terms clause="x" /> : <Contact />),
      createStore: () => 'terms',
      prefetch: async () => undefined,
      dehydrate: () => ({}),
    });
    const page = createPage({ url: '/Terms', origin: 'https://escapevacation.in', fetch });
    renderToString(<Suspense fallback={null}>{page.render() as ReactElement}</Suspense>);
    expect(page.outcome().chunks).toEqual(['terms']);
  });
});
