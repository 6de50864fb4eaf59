import { usePageHead } from '@agency/page/remote';
import { site } from '@agency/site';
import { ArrowRight } from '@agency/ui/icons';
import buttons from '@agency/ui/styles/buttons.module.css';
import { Link } from 'react-router-dom';
import { PageBanner } from '../components/PageBanner';
import { holidayListHead } from '../head/pageHeads';
import { HOME_SECTION_LOOKS } from '../home/homeSections';
import { imageUrl, paths } from '../paths';
import { HolidayItemGrid } from './HolidayItemGrid';
import { homeSectionItem } from './holidayItems';

/** /Exclusive: the exclusive deal collections (the home page's deal sections), and the way to every deal. */
export function ExclusivePage() {
  usePageHead(
    holidayListHead(
      'Exclusive Deals',
      paths.exclusive,
      `Exclusive holiday deals from ${site.brandName}: our specialists' picks, with prices in rupees.`,
    ),
  );
  return (
    <article>
      <PageBanner image={imageUrl('page-exclusive-deals')} title="Exclusive Deals" eyebrow="Handpicked collections" />
      <HolidayItemGrid
        title="Our exclusive collections"
        lead="Hand-picked deals our specialists rate most highly this season, gathered by the way you like to travel."
        items={HOME_SECTION_LOOKS.map(({ flag }) => homeSectionItem(flag))}
      >
        <Link to={paths.deals} className={buttons.primary}>
          See every exclusive deal
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </HolidayItemGrid>
    </article>
  );
}
