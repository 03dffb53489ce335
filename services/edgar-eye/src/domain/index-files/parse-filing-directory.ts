export interface FilingDocument {
  name: string;
  size: number | null;
  lastModified: string | null;
}

/**
 * Reads a filing folder's index.json (EDGAR Archives): its documents' names, sizes and dates. The
 * names become download paths, so one that could leave the folder fails the file.
 */
export function parseFilingDirectory(json: string): FilingDocument[] {
  const items = (JSON.parse(json) as { directory?: { item?: unknown } }).directory?.item;
  if (!Array.isArray(items)) throw new Error('index.json: no directory items');
  return items.map((item: Record<string, unknown>, index) => {
    const name = item?.name;
    if (typeof name !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(name) || name.includes('..')) {
      throw new Error(`index.json: item ${index + 1} has no usable name`);
    }
    const size =
      typeof item.size === 'string' && /^\d+$/.test(item.size) ? Number(item.size) : typeof item.size === 'number' ? item.size : null;
    const lastModified = typeof item['last-modified'] === 'string' ? item['last-modified'] : null;
    return { name, size, lastModified };
  });
}
