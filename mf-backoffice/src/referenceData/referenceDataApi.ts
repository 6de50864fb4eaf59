/**
 * The reference data calls (administrators), injected into the back office's api: the
 * screen's data, each kind's add, edit and delete, and each city's hotel list, which the
 * package form suggests. A change refetches the screen's data, the package form's destination
 * list and the hotel suggestions.
 */
import { type BodyOf, catalogueCalls, fetchArgsFor, type ResponseOf, referenceDataCalls } from '@agency/contracts';
import { backofficeApi } from '../api';
import { packagesApi } from '../packages/packagesApi';

type Calls = typeof referenceDataCalls;
const calls = fetchArgsFor(referenceDataCalls);
const catalogue = fetchArgsFor(catalogueCalls);

/** What every reference data change makes stale. */
export const REFERENCE_TAGS = ['ReferenceData'] as const;
const stale = (result: unknown): (typeof REFERENCE_TAGS)[number][] => (result ? [...REFERENCE_TAGS] : []);

// The package form's destination list follows the changes made here.
packagesApi.enhanceEndpoints({ addTagTypes: REFERENCE_TAGS, endpoints: { destinations: { providesTags: [...REFERENCE_TAGS] } } });

type Edit<C extends keyof Calls> = { id: number; body: BodyOf<Calls[C]> };

export const referenceDataApi = backofficeApi.enhanceEndpoints({ addTagTypes: REFERENCE_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    referenceData: build.query<ResponseOf<Calls['referenceData']>, void>({
      query: () => calls.referenceData(),
      providesTags: [...REFERENCE_TAGS],
    }),
    cityHotels: build.query<ResponseOf<Calls['cityHotels']>, void>({
      query: () => calls.cityHotels(),
      providesTags: [...REFERENCE_TAGS],
    }),
    /** The services a package may leave out (the package form reads only the inclusions). */
    exclusions: build.query<ResponseOf<typeof catalogueCalls.exclusions>, void>({ query: () => catalogue.exclusions() }),
    createCountry: build.mutation<ResponseOf<Calls['createCountry'], 201>, BodyOf<Calls['createCountry']>>({
      query: (body) => calls.createCountry({ body }),
      invalidatesTags: stale,
    }),
    updateCountry: build.mutation<ResponseOf<Calls['updateCountry']>, Edit<'updateCountry'>>({
      query: ({ id, body }) => calls.updateCountry({ params: { id }, body }),
      invalidatesTags: stale,
    }),
    deleteCountry: build.mutation<ResponseOf<Calls['deleteCountry']>, number>({
      query: (id) => calls.deleteCountry({ params: { id } }),
      invalidatesTags: stale,
    }),
    createCity: build.mutation<ResponseOf<Calls['createCity'], 201>, BodyOf<Calls['createCity']>>({
      query: (body) => calls.createCity({ body }),
      invalidatesTags: stale,
    }),
    updateCity: build.mutation<ResponseOf<Calls['updateCity']>, Edit<'updateCity'>>({
      query: ({ id, body }) => calls.updateCity({ params: { id }, body }),
      invalidatesTags: stale,
    }),
    deleteCity: build.mutation<ResponseOf<Calls['deleteCity']>, number>({
      query: (id) => calls.deleteCity({ params: { id } }),
      invalidatesTags: stale,
    }),
    createHotel: build.mutation<ResponseOf<Calls['createHotel'], 201>, BodyOf<Calls['createHotel']>>({
      query: (body) => calls.createHotel({ body }),
      invalidatesTags: stale,
    }),
    updateHotel: build.mutation<ResponseOf<Calls['updateHotel']>, Edit<'updateHotel'>>({
      query: ({ id, body }) => calls.updateHotel({ params: { id }, body }),
      invalidatesTags: stale,
    }),
    deleteHotel: build.mutation<ResponseOf<Calls['deleteHotel']>, number>({
      query: (id) => calls.deleteHotel({ params: { id } }),
      invalidatesTags: stale,
    }),
  }),
});

export const {
  useReferenceDataQuery,
  useCityHotelsQuery,
  useExclusionsQuery,
  useCreateCountryMutation,
  useUpdateCountryMutation,
  useDeleteCountryMutation,
  useCreateCityMutation,
  useUpdateCityMutation,
  useDeleteCityMutation,
  useCreateHotelMutation,
  useUpdateHotelMutation,
  useDeleteHotelMutation,
} = referenceDataApi;
