import type { ModuleRoute, ModuleRoutes } from '@/app/navigation/route-types.ts';
import { boirRoutes } from '@/modules/boir/routes.ts';
import { channelRoutes } from '@/modules/channel/routes.ts';
import { companyRoutes } from '@/modules/company/routes.ts';
import { dashboardRoutes } from '@/modules/dashboard/routes.ts';
import { documentsRoutes } from '@/modules/documents/routes.ts';
import { eaConnectRoutes } from '@/modules/ea-connect/routes.ts';
import { eaFormsRoutes } from '@/modules/ea-forms/routes.ts';
import { ea16Routes } from '@/modules/ea16/routes.ts';
import { ea40Routes } from '@/modules/ea40/routes.ts';
import { easyviewRoutes } from '@/modules/easyview/routes.ts';
import { edgarEyeRoutes } from '@/modules/edgar-eye/routes.ts';
import { editorRoutes } from '@/modules/editor/routes.ts';
import { evoxRoutes } from '@/modules/evox/routes.ts';
import { filingsRoutes } from '@/modules/filings/routes.ts';
import { imergixRoutes } from '@/modules/imergix/routes.ts';
import { libraryRoutes } from '@/modules/library/routes.ts';
import { profileRoutes } from '@/modules/profile/routes.ts';
import { reportBuilderRoutes } from '@/modules/report-builder/routes.ts';
import { roleManagementRoutes } from '@/modules/role-management/routes.ts';
import { systemRoutes } from '@/modules/system/routes.ts';
import { tsrRoutes } from '@/modules/tsr/routes.ts';
import { usersRoutes } from '@/modules/users/routes.ts';
import { validatorRoutes } from '@/modules/validator/routes.ts';
import { xeCompareRoutes } from '@/modules/xe-compare/routes.ts';

/**
 * Every module of the SPA, in the order of the left menu (spec §1). The only place app/ reaches
 * into the modules, and only their routes.ts: the route tree and the menu are built from this list.
 */
export const MODULES: readonly ModuleRoutes[] = [
  dashboardRoutes,
  channelRoutes,
  companyRoutes,
  libraryRoutes,
  usersRoutes,
  roleManagementRoutes,
  systemRoutes,
  xeCompareRoutes,
  ea16Routes,
  edgarEyeRoutes,
  easyviewRoutes,
  validatorRoutes,
  imergixRoutes,
  evoxRoutes,
  eaConnectRoutes,
  tsrRoutes,
  eaFormsRoutes,
  boirRoutes,
  ea40Routes,
  documentsRoutes,
  editorRoutes,
  filingsRoutes,
  reportBuilderRoutes,
  profileRoutes,
];

/** Every signed-in route of spec §2 with its guard. */
export const appRoutes: readonly ModuleRoute[] = MODULES.flatMap((module) => module.routes);
