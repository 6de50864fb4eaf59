/**
 * The retreat's route data (see RouteData in @agency/ui): what each route's screen asks the
 * API for, as the same calls with the same arguments, so the server fetches it before its one
 * render. Declared on the routes in App.tsx.
 */
import type { RouteData } from '@agency/page/remote';
import { retreatApi } from './api';
import type { RetreatStore } from './store';

export type RetreatRouteData = RouteData<RetreatStore['dispatch']>;

const { endpoints } = retreatApi;

/** The retreat page: its rooms and what is left of them. */
export const retreatPageData: RetreatRouteData = ({ dispatch }) => dispatch(endpoints.getInventory.initiate());

/** A payment result: the payment's record for the address's txnid (it decides the frame and the outcome shown). */
export const paymentResultData: RetreatRouteData = ({ search, dispatch }) => {
  const txnid = search.get('txnid');
  return txnid === null ? undefined : dispatch(endpoints.getPaymentStatus.initiate(txnid));
};
