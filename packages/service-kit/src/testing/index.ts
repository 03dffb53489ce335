export { multipartBody } from './multipart-body.ts';
export { type WalkedRoute, walkRoutes } from './walk-routes.ts';
