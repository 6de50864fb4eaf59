import { Hourglass } from 'lucide-react';
import panel from '../layout/panel.module.css';

/** A screen whose content arrives with later work says so in one sentence (see COMING_LATER). */
export function ComingLater({ text }: { text: string }) {
  return (
    <p className={panel.later}>
      <Hourglass size={20} aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
