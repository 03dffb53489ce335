import { Module, type ModuleId } from '@ea/contracts';
import { generatePath } from 'react-router-dom';
import { paths } from '@/app/paths.ts';

/**
 * The product areas that show a company's documents inside their project screens (spec §2): each
 * opens the content pane under its own prefix, guarded by its own module.
 */
export const PRODUCT_AREAS = {
  easyview: { module: Module.easyview, content: paths.easyview.content },
  validator: { module: Module.validator, content: paths.validator.content },
  evox: { module: Module.evox, content: paths.evox.content },
  tsr: { module: Module.tsr, content: paths.tsr.content },
} as const satisfies Record<string, { module: ModuleId; content: string }>;
export type ProductArea = keyof typeof PRODUCT_AREAS;

/** The general list parameters (spec §2) a company's document list keeps in its URL, in spec order. */
export const DOCUMENT_LIST_PARAMS = [
  'page',
  'filter',
  'sort',
  'order',
  'ped',
  'size',
  'ftype',
  'fid',
  'docId',
  'dtype',
  'isProduct',
  'mname',
] as const;
export type DocumentListParam = (typeof DOCUMENT_LIST_PARAMS)[number];

export interface DocumentListState {
  /** Each list parameter the URL gives a value, by its spec name; isProduct and mname as written. */
  values: Partial<Record<DocumentListParam, string>>;
  /** The product area the list was opened from: isProduct=true with an mname the user may open; otherwise none. */
  product: ProductArea | null;
}

const isProductArea = (name: string): name is ProductArea => Object.hasOwn(PRODUCT_AREAS, name);

/**
 * The product area that `isProduct` and `mname` name. An mname that is no product area, or one
 * whose module the user may not open, is ignored rather than refused: the list and its documents
 * stay under the company's documents, as they are without the parameters.
 */
export function readProductArea(search: URLSearchParams, canOpen: (module: ModuleId) => boolean): ProductArea | null {
  if (search.get('isProduct')?.toLowerCase() !== 'true') return null;
  const name = search.get('mname')?.trim().toLowerCase() ?? '';
  if (!isProductArea(name)) return null;
  return canOpen(PRODUCT_AREAS[name].module) ? name : null;
}

export function readDocumentListState(search: URLSearchParams, canOpen: (module: ModuleId) => boolean): DocumentListState {
  const values: DocumentListState['values'] = {};
  for (const name of DOCUMENT_LIST_PARAMS) {
    const value = search.get(name);
    if (value !== null && value !== '') values[name] = value;
  }
  return { values, product: readProductArea(search, canOpen) };
}

/** The list parameters as a query, in spec order; `omit` leaves some out. */
export function writeDocumentListState(values: DocumentListState['values'], omit: readonly DocumentListParam[] = []): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of DOCUMENT_LIST_PARAMS) {
    const value = values[name];
    if (value !== undefined && value !== '' && !omit.includes(name)) query.set(name, value);
  }
  return query;
}

/**
 * The content pane of a document opened from a list: under the product's prefix when the list was
 * opened from a product area, else under the company's documents. `docId` names the document; the
 * list's other parameters ride along so the pane can lead back to the same page, filter, sort and folder.
 */
export function documentContentAddress(document: { id: string; companyId: number }, list: DocumentListState): string {
  const prefix = list.product === null ? paths.company.content : PRODUCT_AREAS[list.product].content;
  const query = new URLSearchParams({ docId: document.id });
  for (const [name, value] of writeDocumentListState(list.values, ['docId'])) query.set(name, value);
  return `${generatePath(prefix, { companyId: String(document.companyId) })}?${query}`;
}

/**
 * The company's document list a content pane came from, with the parameters it carried. The
 * pane's `docId` is the open document, not a filter of the list, so it is left out.
 */
export function documentListAddress(companyId: number, list: DocumentListState): string {
  const path = generatePath(paths.company.documents, { companyId: String(companyId) });
  const query = writeDocumentListState(list.values, ['docId']).toString();
  return query === '' ? path : `${path}?${query}`;
}
