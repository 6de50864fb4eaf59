/**
 * The router as the shell lends it to the remotes (sharedSingletons.ts): the exports of
 * LENT_EXPORTS by name, so that webpack keeps the router's code for these alone.
 * (`import * as` would keep all of it.) `satisfies` keeps the two lists the same.
 */
import {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
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
import type { LENT_EXPORTS } from '@agency/registry';

export const lentRouter = {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
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
} satisfies Record<(typeof LENT_EXPORTS)['react-router-dom'][number], unknown>;
