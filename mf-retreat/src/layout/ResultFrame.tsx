import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSearchParams } from 'react-router-dom';
import { useGetPaymentStatusQuery } from '../api';
import { RetreatFrame } from './RetreatFrame';

/**
 * The payment result pages' frame: the retreat's for a retreat booking, the agency's
 * own for anything else (the generic checkout at /PayUCheckout pays deposits and balances of
 * any trip, so its result is not the retreat's). The payment's record decides (the same
 * status call as the page's, answered once, on the server for a rendered page); without a
 * record, the retreat's frame as before.
 */
export function ResultFrame() {
  const [query] = useSearchParams();
  const txnid = query.get('txnid');
  const { data } = useGetPaymentStatusQuery(txnid ?? skipToken);
  return <RetreatFrame brand={data && !data.category ? 'agency' : 'retreat'} />;
}
