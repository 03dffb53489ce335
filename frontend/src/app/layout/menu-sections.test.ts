import { describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { Access } from '../session/route-access.ts';
import { menuSections, menuSectionsOf } from './menu-sections.ts';

const page = () => Promise.resolve({ default: () => null });

describe('the left menu built from the modules', () => {
  it('lists the sections of spec §1 in order, each with its entries', () => {
    expect(menuSections.map((section) => [section.label, section.icon, section.items.map((item) => `${item.label} ${item.path}`)])).toEqual(
      [
        ['Dashboard', 'dashboard', [`Dashboard ${paths.dashboard}`]],
        ['Channel', 'channel', [`Channel List ${paths.channel.list}`, `Add Channel ${paths.channel.add}`]],
        [
          'Company',
          'company',
          [`Company List ${paths.company.list}`, `Add Company ${paths.company.add}`, `Audit Log ${paths.company.auditLog}`],
        ],
        ['Library', 'library', [`Library ${paths.library.list}`, `Recent Documents ${paths.library.recent}`]],
        ['Users', 'users', [`User List ${paths.users.list}`, `Add User ${paths.users.add}`, `Audit Log ${paths.users.auditLog}`]],
        ['System Manager', 'system', [`Feature Mapping ${paths.roleManagement.featureMapping}`, `SQL Query ${paths.system.sqlQuery}`]],
        ['XE Compare', 'compare', [`XE Compare ${paths.xeCompare}`]],
        ['EA16', 'forms', [`EA16 ${paths.marketForms}`]],
        [
          'EdgarEye',
          'search',
          [`Search Filings ${paths.edgarEye.search}`, `Today's Filings ${paths.edgarEye.today}`, `My Alerts ${paths.edgarEye.alerts}`],
        ],
        [
          'EAsyView',
          'view',
          [
            `Companies ${paths.easyview.companies}`,
            `Project List ${paths.easyview.projects}`,
            `Taxonomy ${paths.easyview.taxonomy}`,
            `Audit Log ${paths.easyview.auditLog}`,
          ],
        ],
        [
          'Validator',
          'check',
          [`Companies ${paths.validator.companies}`, `Project List ${paths.validator.projects}`, `Taxonomy ${paths.validator.taxonomy}`],
        ],
        ['iMergiX', 'merge', [`iMergiX ${paths.imergix.home}`, `Taxonomy ${paths.imergix.taxonomy}`]],
        ['eVox', 'chart', [`eVox ${paths.evox.home}`, `Analytics ${paths.evox.analytics}`, `Audit Log ${paths.evox.auditLog}`]],
        ['EA Connect', 'link', [`EA Connect ${paths.eaConnect.home}`, `Stitching ${paths.eaConnect.stitching}`]],
        [
          'TSR',
          'report',
          [
            `Company List ${paths.tsr.companies}`,
            `Master Templates ${paths.tsr.masterTemplates}`,
            `Master Input Fields ${paths.tsr.masterInputFields}`,
          ],
        ],
        [
          'EA Forms',
          'forms',
          [`Form D ${paths.eaForms.home}`, `File Counter ${paths.eaForms.fileCounter}`, `User Log History ${paths.eaForms.userLogHistory}`],
        ],
        ['BOIR', 'shield', [`BOIR ${paths.boir.list}`]],
        ['EA 40', 'document', [`EA 40 ${paths.ea40}`]],
      ],
    );
  });

  it('refuses a menu entry whose module names no section', () => {
    expect(() => menuSectionsOf([{ routes: [{ path: '/x', title: 'X', access: Access.signedIn, page, menu: 'X' }] }])).toThrow(
      '/x has a menu entry but its module names no menu section',
    );
  });
});
