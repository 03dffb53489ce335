import { paths } from '../paths.ts';
import type { MenuIconName } from './menu-icon.tsx';

export interface MenuSection {
  label: string;
  icon: MenuIconName;
  /** Route paths of the section's entries, in menu order; labels come from the route titles. */
  items: { path: string; label: string }[];
}

/** The left menu of spec §1 in its order, with the sub-items of the routes table (§2). */
export const menuSections: MenuSection[] = [
  { label: 'Dashboard', icon: 'dashboard', items: [{ path: paths.dashboard, label: 'Dashboard' }] },
  {
    label: 'Channel',
    icon: 'channel',
    items: [
      { path: paths.channel.list, label: 'Channel List' },
      { path: paths.channel.add, label: 'Add Channel' },
    ],
  },
  {
    label: 'Company',
    icon: 'company',
    items: [
      { path: paths.company.list, label: 'Company List' },
      { path: paths.company.add, label: 'Add Company' },
      { path: paths.company.auditLog, label: 'Audit Log' },
    ],
  },
  {
    label: 'Library',
    icon: 'library',
    items: [
      { path: paths.library.list, label: 'Library' },
      { path: paths.library.recent, label: 'Recent Documents' },
    ],
  },
  {
    label: 'Users',
    icon: 'users',
    items: [
      { path: paths.users.list, label: 'User List' },
      { path: paths.users.add, label: 'Add User' },
      { path: paths.users.auditLog, label: 'Audit Log' },
    ],
  },
  {
    label: 'System Manager',
    icon: 'system',
    items: [
      { path: paths.roleManagement.featureMapping, label: 'Feature Mapping' },
      { path: paths.system.sqlQuery, label: 'SQL Query' },
    ],
  },
  { label: 'XE Compare', icon: 'compare', items: [{ path: paths.xeCompare, label: 'XE Compare' }] },
  { label: 'EA16', icon: 'forms', items: [{ path: paths.marketForms, label: 'EA16' }] },
  {
    label: 'EdgarEye',
    icon: 'search',
    items: [
      { path: paths.edgarEye.search, label: 'Search Filings' },
      { path: paths.edgarEye.today, label: "Today's Filings" },
      { path: paths.edgarEye.alerts, label: 'My Alerts' },
    ],
  },
  {
    label: 'EAsyView',
    icon: 'view',
    items: [
      { path: paths.easyview.companies, label: 'Companies' },
      { path: paths.easyview.projects, label: 'Project List' },
      { path: paths.easyview.taxonomy, label: 'Taxonomy' },
      { path: paths.easyview.auditLog, label: 'Audit Log' },
    ],
  },
  {
    label: 'Validator',
    icon: 'check',
    items: [
      { path: paths.validator.companies, label: 'Companies' },
      { path: paths.validator.projects, label: 'Project List' },
      { path: paths.validator.taxonomy, label: 'Taxonomy' },
    ],
  },
  {
    label: 'iMergiX',
    icon: 'merge',
    items: [
      { path: paths.imergix.home, label: 'iMergiX' },
      { path: paths.imergix.taxonomy, label: 'Taxonomy' },
    ],
  },
  {
    label: 'eVox',
    icon: 'chart',
    items: [
      { path: paths.evox.home, label: 'eVox' },
      { path: paths.evox.analytics, label: 'Analytics' },
      { path: paths.evox.auditLog, label: 'Audit Log' },
    ],
  },
  {
    label: 'EA Connect',
    icon: 'link',
    items: [
      { path: paths.eaConnect.home, label: 'EA Connect' },
      { path: paths.eaConnect.stitching, label: 'Stitching' },
    ],
  },
  {
    label: 'TSR',
    icon: 'report',
    items: [
      { path: paths.tsr.companies, label: 'Company List' },
      { path: paths.tsr.masterTemplates, label: 'Master Templates' },
      { path: paths.tsr.masterInputFields, label: 'Master Input Fields' },
    ],
  },
  {
    label: 'EA Forms',
    icon: 'forms',
    items: [
      { path: paths.eaForms.home, label: 'Form D' },
      { path: paths.eaForms.fileCounter, label: 'File Counter' },
      { path: paths.eaForms.userLogHistory, label: 'User Log History' },
    ],
  },
  { label: 'BOIR', icon: 'shield', items: [{ path: paths.boir.list, label: 'BOIR' }] },
  { label: 'EA 40', icon: 'document', items: [{ path: paths.ea40, label: 'EA 40' }] },
];
