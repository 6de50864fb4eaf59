import type { Package } from '@agency/contracts';
import { Link } from 'react-router-dom';
import { PHOTO_SIZES, Photo } from '../components/Photo';
import { packageDetailPath } from '../paths';
import styles from './DealCard.module.css';
import type { DealLike } from './navigationState';
import { cardPrice, dealTitle, durationText, formatRupees } from './packageText';

/** What a deal card reads: the deal's name, first image, duration and price. */
export type CardDeal = DealLike & Pick<Package, 'images' | 'duration' | 'pricing'>;

interface Props {
  deal: CardDeal;
  /** The card title's heading level in its page's outline. */
  headingLevel?: 2 | 3;
  /** The first card of its page: load the picture at once, ahead of the others. */
  priority?: boolean;
}

/**
 * A deal card (the spec's home page): the deal's picture as background, its title, then '{n} Days'
 * 'from' and the price, and 'See Deal', a real link to the package's shareable address
 * /package-detail/{id} (opened in a new tab or copied, it shows the same package).
 */
export function DealCard({ deal, headingLevel = 3, priority = false }: Props) {
  const title = dealTitle(deal);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = deal.images[0];
  return (
    <article className={styles.card}>
      {image && (
        <>
          {/* The landscape poster whole at the top, over a blurred copy that fills the tall card. */}
          <Photo className={styles.backdrop} src={image} alt="" sizes={PHOTO_SIZES.dealCard} priority={priority} />
          <Photo className={styles.image} src={image} alt="" sizes={PHOTO_SIZES.dealCard} priority={priority} />
        </>
      )}
      <div className={styles.shade} />
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.facts}>
          <span className={styles.duration}>{durationText(deal.duration)}</span>
          <span className={styles.from}>from</span>
          <span className={styles.price}>{formatRupees(cardPrice(deal))}</span>
        </p>
        <Link to={packageDetailPath(deal._id)} className={styles.cta} aria-label={`See Deal: ${title}`}>
          See Deal
        </Link>
      </div>
    </article>
  );
}
