import { usePageHead } from '@agency/page/remote';
import { useLocation } from 'react-router-dom';
import { PageBanner } from '../components/PageBanner';
import { privateHead } from '../head/pageHeads';
import { ENQUIRY_FORM_TITLE } from '../messages';
import { imageUrl } from '../paths';
import { EnquiryForm } from './EnquiryForm';
import styles from './EnquiryPage.module.css';
import { EnquiryReach, EnquirySubject } from './EnquirySide';
import { enquiryVariant } from './enquiryVariant';

/**
 * /Form, 'Let Us Plan Your Escape Vacation' (the spec's enquiry form and contact page): the full enquiry form beside what
 * the visitor is asking about (the package from ENQUIRE NOW, or the destination from a
 * country page). Each arrival starts a fresh form, so a second ENQUIRE NOW shows its package.
 */
export function EnquiryFormPage() {
  usePageHead(privateHead(ENQUIRY_FORM_TITLE));
  const location = useLocation();
  const variant = enquiryVariant(location.state);
  return (
    <article>
      <PageBanner image={imageUrl('page-plan-your-escape')} title={ENQUIRY_FORM_TITLE} eyebrow="Enquiry" />
      <section className={styles.section}>
        <div className={styles.layout}>
          <EnquirySubject variant={variant} />
          <div className={styles.card}>
            <EnquiryForm key={location.key} variant={variant} />
          </div>
          <EnquiryReach />
        </div>
      </section>
    </article>
  );
}
