export { buildGateway, type GatewayMode, type GatewayOptions } from './app';
export { services, splitPorts } from './services';
export { openApiDocument } from './openapi';
