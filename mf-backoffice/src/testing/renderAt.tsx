import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import App from '../App';

function CurrentLocation() {
  const location = useLocation();
  // PUSH or REPLACE: the sign-in screens must replace history, so Back never returns to them.
  return (
    <div data-testid="location" data-navigation={useNavigationType()}>
      {location.pathname}
    </div>
  );
}

/** The back office as the shell mounts it: inside a router at `path` (which may carry a query), with optional navigation state. */
export function renderAt(path: string, state?: unknown) {
  const [pathname, search] = path.split('?');
  return render(
    <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
      <App />
      <Routes>
        <Route path="*" element={<CurrentLocation />} />
      </Routes>
    </MemoryRouter>,
  );
}
