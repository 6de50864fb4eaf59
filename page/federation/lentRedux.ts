/**
 * react-redux, Redux Toolkit and RTK Query as the shell lends them to the remotes
 * (sharedSingletons.ts, on request): the exports of LENT_EXPORTS by name, so that webpack
 * keeps their code for these alone. `satisfies` keeps each object and its list the same.
 */

import type { LENT_EXPORTS } from '@agency/registry';
import { combineReducers, configureStore, createAction, createNextState, createSelector, createSlice, current } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { buildCreateApi, coreModule, createApi, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { Provider, shallowEqual, useDispatch, useSelector, useStore } from 'react-redux';

type Lent<Library extends keyof typeof LENT_EXPORTS> = Record<(typeof LENT_EXPORTS)[Library][number], unknown>;

export const reactRedux = { Provider, shallowEqual, useDispatch, useSelector, useStore } satisfies Lent<'react-redux'>;
export const toolkit = {
  combineReducers,
  configureStore,
  createAction,
  createNextState,
  createSelector,
  createSlice,
  current,
} satisfies Lent<'@reduxjs/toolkit'>;
export const query = { skipToken } satisfies Lent<'@reduxjs/toolkit/query'>;
export const queryReact = {
  buildCreateApi,
  coreModule,
  createApi,
  fetchBaseQuery,
  reactHooksModule,
  skipToken,
} satisfies Lent<'@reduxjs/toolkit/query/react'>;
