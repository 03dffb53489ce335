export { buildGateway, type GatewayOptions } from './build-gateway.ts';
export { SERVICES } from './service-registry.ts';
export { parseServiceUrls } from './service-urls.ts';
