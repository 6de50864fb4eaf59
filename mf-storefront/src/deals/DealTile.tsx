import type { Package } from '@agency/contracts';
import { Link } from 'react-router-dom';
import { PHOTO_SIZES, Photo } from '../components/Photo';
import { packageDetailPath } from '../paths';
import styles from './DealTile.module.css';
import type { DealLike } from './navigationState';
import { dealTitle } from './packageText';

/** A picture card of the holiday-type screen as the spec describes it: the deal's name and first image, zooming on hover; links to the package's shareable /package-detail/{id}. `priority`: the first tile of its page loads at once. */
export function DealTile({ deal, priority = false }: { deal: DealLike & Pick<Package, 'images'>; priority?: boolean }) {
  const title = dealTitle(deal);
  return (
    <Link to={packageDetailPath(deal._id)} className={styles.tile}>
      <span className={styles.media}>
        {deal.images[0] && <Photo className={styles.image} src={deal.images[0]} alt="" sizes={PHOTO_SIZES.dealCard} priority={priority} />}
      </span>
      <span className={styles.name}>{title}</span>
    </Link>
  );
}
