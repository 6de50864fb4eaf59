import { type ReactNode, useId } from 'react';
import kit from './kit.module.css';

export interface PageFrameProps {
  title: ReactNode;
  /** One line under the title: what the screen is for. */
  lead?: ReactNode;
  /** Buttons beside the title (an export, a new item). */
  actions?: ReactNode;
  /** Above the title (a link back to the list). */
  before?: ReactNode;
  /** The title's id, when something else points at it. */
  titleId?: string;
  /** The screen's own look, added to the frame's. */
  className?: string;
  children: ReactNode;
}

/** A staff screen's white panel, named by its one `h1`, with its lead line and actions. */
export function PageFrame({ title, lead, actions, before, titleId, className, children }: PageFrameProps) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <section className={className ? `${kit.screen} ${className}` : kit.screen} aria-labelledby={id}>
      {before}
      <div className={kit.heading}>
        <h1 id={id} className={kit.title}>
          {title}
        </h1>
        {actions}
      </div>
      {lead && <p className={kit.lead}>{lead}</p>}
      {children}
    </section>
  );
}
