/**
 * The catalogue's reference data calls: administrators add, edit and delete the
 * countries, cities and hotels the packages and the storefront's menus and filters are made
 * of; the package form reads each city's hotel list as suggestions. Under /api/destinations,
 * which the catalogue owns. The public reference reads (catalogue.ts) stay as they are.
 */

import { errorResponse, idParam, messageResponse } from '../common';
import { defineCall } from '../define';
import {
  cityBody,
  cityHotels,
  citySavedResponse,
  countryBody,
  countrySavedResponse,
  hotelBody,
  hotelSavedResponse,
  managedReferenceData,
  newCityBody,
  newHotelBody,
} from '../entities/reference-data';

/** Who may change reference data. */
const REFERENCE_EDITORS = ['admin'] as const;

const writeErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse } as const;

export const referenceDataCalls = {
  referenceData: defineCall({
    id: 'catalogue.referenceData',
    method: 'GET',
    path: '/api/destinations/manage',
    service: 'catalogue',
    access: REFERENCE_EDITORS,
    summary: 'Every continent, country (with its texts), city and hotel with ids and how many packages use each: the reference data screen',
    schema: { response: { 200: managedReferenceData, 401: errorResponse, 403: errorResponse } },
  }),
  cityHotels: defineCall({
    id: 'catalogue.cityHotels',
    method: 'GET',
    path: '/api/destinations/hotels',
    service: 'catalogue',
    access: 'public',
    summary: "Each city's hotel list (the package form suggests them for the city's hotel rows; any other name stays allowed)",
    schema: { response: { 200: { type: 'array', items: cityHotels } } },
  }),
  createCountry: defineCall({
    id: 'catalogue.createCountry',
    audit: { action: 'country.create', targetInAnswer: 'data.id' },
    method: 'POST',
    path: '/api/destinations/countries',
    service: 'catalogue',
    access: REFERENCE_EDITORS,
    summary: 'Add a country to a continent, with its page texts and whether the destination menu lists it (names are unique: 409)',
    schema: { body: countryBody, response: { 201: countrySavedResponse, ...writeErrors } },
  }),
  updateCountry: defineCall({
    id: 'catalogue.updateCountry',
    audit: 'country.update',
    method: 'PUT',
    path: '/api/destinations/countries/:id',
    service: 'catalogue',
    access: REFERENCE_EDITORS,
    summary:
      'Edit a country in place (its packages follow a rename at once; its page moves to the new name); a country packages visit keeps its continent (409)',
    schema: { params: idParam, body: countryBody, response: { 200: countrySavedResponse, ...writeErrors } },
  }),
  deleteCountry: defineCall({
    id: 'catalogue.deleteCountry',
    audit: 'country.delete',
    method: 'DELETE',
    path: '/api/destinations/countries/:id',
    service: 'catalogue',
    access: REFERENCE_EDITORS,
    summary: 'Delete a country no package visits, with its cities and hotel lists (409 naming the packages otherwise)',
    schema: { params: idParam, response: { 200: messageResponse, ...writeErrors } },
  }),
  createCity: defineCall({
    id: 'catalogue.createCity',
    audit: { action: 'city.create', targetInAnswer: 'data.id' },
    method: 'POST',
    path: '/api/destinations/cities',
    service: 'catalogue',
    access: REFERENCE_EDITORS,
    summary: 'Add a city to a country (unique within the country: 409)',
    schema: { body: newCityBody, response: { 201: citySavedResponse, ...writeErrors } },
  }),
  updateCity: defineCall({
    id: 'catalogue.updateCity',
    audit: 'city.update',
    method: 'PUT',
    path: '/api/destinations/cities/:id',
    service: 'catalogue',
    access: REFERENCE_EDITORS,
    summary: 'Rename a city in place: every package that visits it shows the new name at once',
    schema: { params: idParam, body: cityBody, response: { 200: citySavedResponse, ...writeErrors } },
  }),
  deleteCity: defineCall({
    id: 'catalogue.deleteCity',
    audit: 'city.delete',
    method: 'DELETE',
    path: '/api/destinations/cities/:id',
    service: 'catalogue',
    access: REFERENCE_EDITORS,
    summary: 'Delete a city no package visits, with its hotel list (409 naming the packages otherwise)',
    schema: { params: idParam, response: { 200: messageResponse, ...writeErrors } },
  }),
  createHotel: defineCall({
    id: 'catalogue.createHotel',
    audit: { action: 'hotel.create', targetInAnswer: 'data.id' },
    method: 'POST',
    path: '/api/destinations/hotels',
    service: 'catalogue',
    access: REFERENCE_EDITORS,
    summary: "Add a hotel to a city's list (unique within the city: 409)",
    schema: { body: newHotelBody, response: { 201: hotelSavedResponse, ...writeErrors } },
  }),
  updateHotel: defineCall({
    id: 'catalogue.updateHotel',
    audit: 'hotel.update',
    method: 'PUT',
    path: '/api/destinations/hotels/:id',
    service: 'catalogue',
    access: REFERENCE_EDITORS,
    summary: "Edit a hotel in place: the hotel rows of that city's packages that name it take the new name and star rating",
    schema: { params: idParam, body: hotelBody, response: { 200: hotelSavedResponse, ...writeErrors } },
  }),
  deleteHotel: defineCall({
    id: 'catalogue.deleteHotel',
    audit: 'hotel.delete',
    method: 'DELETE',
    path: '/api/destinations/hotels/:id',
    service: 'catalogue',
    access: REFERENCE_EDITORS,
    summary: "Delete a hotel from a city's list when no package of that city names it (409 naming the packages otherwise)",
    schema: { params: idParam, response: { 200: messageResponse, ...writeErrors } },
  }),
} as const;
