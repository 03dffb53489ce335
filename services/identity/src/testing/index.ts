export { publishChannel, publishCompany, type TestCompany } from './directory-events.ts';
export {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type IdentityTestApp,
  type SignedIn,
  startIdentityTestApp,
  tokenPayload,
} from './identity-test-app.ts';
export { lastMailTo, nextMailTo, type ReadMail, readMails } from './read-mail.ts';
export { refreshCookieOf, type SetCookie, withRefreshCookie } from './refresh-cookie.ts';
export { createActiveUser, USER_PASSWORD } from './test-users.ts';
export { type SignedInManager, signedInUserManager } from './user-manager.ts';
export { userRow, userWorkbook } from './user-workbook.ts';
