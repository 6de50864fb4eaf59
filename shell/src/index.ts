/** The shell's browser entry: the site's global styles and design tokens, then the app. */
import './styles/index.css';
import { startShell } from './start';

void startShell();
