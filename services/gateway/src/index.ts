export { buildGateway, type GatewayMode, type GatewayOptions } from './app';
export { openApiDocument } from './openapi';
export { services, splitPorts } from './services';
