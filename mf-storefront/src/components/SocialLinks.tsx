import { type SocialKind, site } from '@agency/site';
import { Camera, CirclePlay, type LucideIcon, Users } from '@agency/ui/icons';
import styles from './SocialLinks.module.css';

/** lucide has no brand logos; these generic icons stand for each kind of network. */
const ICONS: Record<SocialKind, LucideIcon> = { video: CirclePlay, social: Users, photos: Camera };

interface Props {
  /** 'onDark' for the top bar and footer, 'onLight' for page content. */
  tone: 'onDark' | 'onLight';
  size?: number;
}

/** The agency's three social-media links (video, social network, photo sharing). */
export function SocialLinks({ tone, size = 16 }: Props) {
  return (
    <ul className={`${styles.list} ${styles[tone]}`}>
      {site.social.map(({ kind, network, href }) => {
        const Icon = ICONS[kind];
        return (
          <li key={kind}>
            <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" aria-label={`${site.brandName} on ${network}`}>
              <Icon size={size} aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
