import { Module, type ModuleId } from '@ea/contracts';

/** Products a user may be given: the modules of MODULE_ACCESS, named as the left menu names them. */
export const PRODUCTS: { id: ModuleId; name: string }[] = [
  { id: Module.easyview, name: 'EAsyView' },
  { id: Module.edgareye, name: 'EdgarEye' },
  { id: Module.filingscms, name: 'Filings' },
  { id: Module.imergix, name: 'iMergiX' },
  { id: Module.library, name: 'Library' },
  { id: Module.ea16, name: 'EA16' },
  { id: Module.xecompare, name: 'XE Compare' },
  { id: Module.evox, name: 'eVox' },
  { id: Module.eaconnect, name: 'EA Connect' },
  { id: Module.validator, name: 'Validator' },
  { id: Module.eaforms, name: 'EA Forms' },
  { id: Module.ea40, name: 'EA 40' },
  { id: Module.tsr, name: 'TSR' },
  { id: Module.boir, name: 'BOIR' },
];

export function productName(id: number): string {
  return PRODUCTS.find((product) => product.id === id)?.name ?? `Module ${id}`;
}
