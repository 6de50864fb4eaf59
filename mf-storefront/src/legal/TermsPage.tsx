import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { PageBanner } from '../components/PageBanner';
import { useScrollToTopOnOpen } from '../components/pageEffects';
import { imageUrl, paths } from '../paths';
import { LegalText } from './LegalText';
import { isOpen, toggleOpenIndex, type OpenIndex } from './sharedIndex';
import { TERMS_LAST_UPDATED, TERMS_PARTS, type TermsPart } from './terms';
import styles from './Legal.module.css';
import { usePageHead } from '@agency/page/remote';
import { staticPageHead } from '../head/pageHeads';
import { site } from '@agency/site';
import { needsScript, openWithoutScript } from '@agency/page/protocol';

/**
 * /Terms & conditions: banner 'Terms & Conditions', then section A (15 clauses) and
 * section B (7 clauses) as accordions. One index is open at a time and both sections share
 * it, so opening clause n of one section opens clause n of the other (the spec's rule).
 */
export function TermsPage() {
  usePageHead(staticPageHead('Terms & Conditions', paths.terms, `The terms and conditions of booking a holiday with ${site.brandName}: payments, cancellations, travel documents and responsibilities.`));
  useScrollToTopOnOpen('terms');
  const [openIndex, setOpenIndex] = useState<OpenIndex>(null);
  return (
    <article>
      <PageBanner image={imageUrl('page-terms-conditions')} title="Terms & Conditions" eyebrow="Booking with confidence" />
      <div className={styles.body}>
        <p className={styles.updated}>Last updated: {TERMS_LAST_UPDATED}</p>
        <p className={styles.intro}>
          Please read these terms before you book. They explain what we promise you, what we ask of you, and what happens if plans change.
        </p>
        {TERMS_PARTS.map((part) => (
          <TermsSection key={part.id} part={part} openIndex={openIndex} onToggle={(index) => setOpenIndex((current) => toggleOpenIndex(current, index))} />
        ))}
      </div>
    </article>
  );
}

interface SectionProps {
  part: TermsPart;
  openIndex: OpenIndex;
  onToggle: (index: number) => void;
}

function TermsSection({ part, openIndex, onToggle }: SectionProps) {
  const headingId = `terms-${part.id}`;
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.partTitle}>
        <span className={styles.partLetter}>{part.id}</span> {part.title}
      </h2>
      <p className={styles.muted}>{part.intro}</p>
      <ul className={styles.accordion}>
        {part.clauses.map((clause, index) => {
          const open = isOpen(openIndex, index);
          const buttonId = `${headingId}-clause-${index + 1}`;
          const panelId = `${buttonId}-panel`;
          return (
            <li key={clause.title} className={open ? `${styles.item} ${styles.itemOpen}` : styles.item}>
              <h3 className={styles.itemHeading}>
                <button id={buttonId} type="button" className={styles.itemButton} aria-expanded={open} aria-controls={panelId} onClick={() => onToggle(index)}>
                  <span>
                    <span className={styles.number}>
                      {part.id}
                      {index + 1}.
                    </span>{' '}
                    {clause.title}
                  </span>
                  {open ? <Minus size={20} aria-hidden="true" {...needsScript} /> : <Plus size={20} aria-hidden="true" {...needsScript} />}
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open} {...openWithoutScript}>
                <LegalText section={clause} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
