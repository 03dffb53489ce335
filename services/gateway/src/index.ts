export { buildGateway, type GatewayOptions } from './build-gateway.ts';
export { parseServiceUrls } from './service-urls.ts';
