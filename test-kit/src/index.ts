export { jsonResponse, requestAt, stubFetch, type FetchHandler } from './fetch-stub';
export { describeEndpointContracts, type ContractLike, type EndpointCase, type EndpointCases } from './endpoint-contracts';
