/** Boots the shell: one federation runtime, one loader, the React tree. */
import { createRoot } from 'react-dom/client';
import { createShellFederation } from './federation/createShellFederation';
import { RemoteLoader } from './federation/remoteLoader';
import { fetchRegistry } from './registry/fetchRegistry';
import { ShellApp } from './ShellApp';
import { ROOT_ELEMENT_ID } from './texts';

export function startShell(): void {
  const container = document.getElementById(ROOT_ELEMENT_ID);
  if (!container) throw new Error(`index.html has no #${ROOT_ELEMENT_ID}`);
  const loader = new RemoteLoader(createShellFederation());
  createRoot(container).render(<ShellApp loader={loader} loadRegistry={() => fetchRegistry()} />);
}
