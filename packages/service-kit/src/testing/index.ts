export { HTTP_STACK, importWithout } from './import-without.ts';
export { multipartBody } from './multipart-body.ts';
export { type TestServiceResources, testServiceResources } from './service-resources.ts';
export { type WalkedRoute, walkRoutes } from './walk-routes.ts';
