export { type ContractLike, describeEndpointContracts, type EndpointCase, type EndpointCases } from './endpoint-contracts';
export { type FetchHandler, jsonResponse, requestAt, stubFetch } from './fetch-stub';
