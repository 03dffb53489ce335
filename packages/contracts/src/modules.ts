/** Modules by number (spec §3). The numbers are what MODULE_ACCESS carries. */
export const Module = {
  easyview: 1,
  edgareye: 2,
  filingscms: 3,
  imergix: 4,
  library: 5,
  ea16: 6,
  xecompare: 7,
  evox: 8,
  eaconnect: 9,
  validator: 10,
  eaforms: 11,
  ea40: 12,
  tsr: 13,
  boir: 14,
} as const;
export type ModuleKey = keyof typeof Module;
export type ModuleId = (typeof Module)[ModuleKey];
export const MODULE_IDS: readonly ModuleId[] = Object.values(Module);

export function isModuleId(value: unknown): value is ModuleId {
  return typeof value === 'number' && (MODULE_IDS as readonly number[]).includes(value);
}
