import type { ComponentType } from 'react';

type PagesModule = Record<string, ComponentType | unknown>;

/**
 * One lazily loaded chunk per module: a module's pages are downloaded the first time one of its
 * routes is opened, and only after the route's guard let the user in.
 */
export const modulePages = {
  dashboard: () => import('../../modules/dashboard/pages/dashboard-pages.tsx'),
  channel: () => import('../../modules/channel/pages/channel-pages.tsx'),
  company: () => import('../../modules/company/pages/company-pages.tsx'),
  documents: () => import('../../modules/documents/pages/document-pages.tsx'),
  library: () => import('../../modules/library/pages/library-pages.tsx'),
  users: () => import('../../modules/users/pages/user-pages.tsx'),
  'role-management': () => import('../../modules/role-management/pages/role-management-pages.tsx'),
  system: () => import('../../modules/system/pages/system-pages.tsx'),
  'xe-compare': () => import('../../modules/xe-compare/pages/xe-compare-pages.tsx'),
  ea16: () => import('../../modules/ea16/pages/ea16-pages.tsx'),
  'edgar-eye': () => import('../../modules/edgar-eye/pages/edgar-eye-pages.tsx'),
  easyview: () => import('../../modules/easyview/pages/easyview-pages.tsx'),
  validator: () => import('../../modules/validator/pages/validator-pages.tsx'),
  imergix: () => import('../../modules/imergix/pages/imergix-pages.tsx'),
  evox: () => import('../../modules/evox/pages/evox-pages.tsx'),
  'ea-connect': () => import('../../modules/ea-connect/pages/ea-connect-pages.tsx'),
  tsr: () => import('../../modules/tsr/pages/tsr-pages.tsx'),
  'ea-forms': () => import('../../modules/ea-forms/pages/ea-forms-pages.tsx'),
  boir: () => import('../../modules/boir/pages/boir-pages.tsx'),
  ea40: () => import('../../modules/ea40/pages/ea40-pages.tsx'),
  filings: () => import('../../modules/filings/pages/filings-pages.tsx'),
  'report-builder': () => import('../../modules/report-builder/pages/report-builder-pages.tsx'),
} satisfies Record<string, () => Promise<PagesModule>>;

export type ModuleFolder = keyof typeof modulePages;

/** The page component `page` of a module, failing loudly when the route table names a missing export. */
export async function loadPage(module: ModuleFolder, page: string): Promise<{ default: ComponentType }> {
  const pages = (await modulePages[module]()) as PagesModule;
  const component = pages[page];
  if (typeof component !== 'function') throw new Error(`${module} has no page ${page}`);
  return { default: component as ComponentType };
}
