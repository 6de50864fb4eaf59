import { usePageHead } from '@agency/page/remote';
import { site } from '@agency/site';
import { PageBanner } from '../components/PageBanner';
import { useScrollToTopOnOpen } from '../components/pageEffects';
import { staticPageHead } from '../head/pageHeads';
import { imageUrl, paths } from '../paths';
import styles from './Legal.module.css';
import { LegalText } from './LegalText';
import { PRIVACY_INTRO, PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from './privacyNotice';

/** /PrivacyPolicy: the banner, then the eleven numbered sections; opens at the top. */
export function PrivacyPolicy() {
  usePageHead(
    staticPageHead(
      'Privacy Notice',
      paths.privacy,
      `How ${site.brandName} collects, uses and protects the personal data you share when you enquire or book a holiday.`,
    ),
  );
  useScrollToTopOnOpen('privacy');
  return (
    <article>
      <PageBanner image={imageUrl('page-privacy-policy')} title="Privacy Notice" eyebrow="Your data, handled with care" />
      <div className={styles.body}>
        <p className={styles.updated}>Last updated: {PRIVACY_LAST_UPDATED}</p>
        {PRIVACY_INTRO.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            {paragraph}
          </p>
        ))}
        <ol className={styles.sections}>
          {PRIVACY_SECTIONS.map((section, index) => (
            <li key={section.title} className={styles.section}>
              <section aria-labelledby={`privacy-${index + 1}`}>
                <h2 id={`privacy-${index + 1}`} className={styles.sectionTitle}>
                  <span className={styles.number}>{index + 1}.</span> {section.title}
                </h2>
                <LegalText section={section} />
              </section>
            </li>
          ))}
        </ol>
      </div>
    </article>
  );
}
