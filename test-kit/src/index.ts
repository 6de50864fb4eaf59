export { jsonResponse, requestAt, stubFetch, type FetchHandler } from './fetch-stub';
