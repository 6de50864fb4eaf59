import { NOT_FOUND_TITLE } from '@agency/site';
import { Link } from 'react-router-dom';
import card from '../layout/card.module.css';
import { paths } from '../paths';

/** A back-office path with no screen (yet): the spec's 404 text in the bare layout. */
export function NotFound() {
  return (
    <section className={card.card} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={card.title}>
        {NOT_FOUND_TITLE}
      </h1>
      <p className={card.subtitle}>There is no back-office page at this address.</p>
      <Link to={paths.login} className={card.link}>
        Go to sign in
      </Link>
    </section>
  );
}
