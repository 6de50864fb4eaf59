/**
 * The router as the shell lends it to the remotes (sharedSingletons.ts): the exports of
 * LENT_EXPORTS, re-exported by name from this module, whose module object is what is lent.
 * Webpack then keeps the router's code for these alone (`import * as` the router itself
 * would keep all of it). The shell's unit test keeps this list and LENT_EXPORTS the same.
 */
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router-dom';
