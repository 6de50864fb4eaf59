/**
 * The retreat's calls to the product's API (RTK Query). The room inventory and payment
 * initiation calls join it with the retreat booking issue, through `injectEndpoints`.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export const retreatApi = createApi({
  reducerPath: 'retreatApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: () => ({}),
});
