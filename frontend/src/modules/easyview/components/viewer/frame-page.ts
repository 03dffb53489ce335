/**
 * The filing as the frame's page. The frame's page falls under the app's content security policy,
 * which loads images only from the app or blob: URLs: the document's inlined images (data: URLs)
 * become blob: URLs here, before the frame parses it, and are moved to the page's own URLs list to
 * be freed with it.
 */
export function framePage(html: string): { page: string; imageUrls: string[] } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const imageUrls: string[] = [];
  for (const image of doc.querySelectorAll<HTMLImageElement>('img[src^="data:"]')) {
    const blob = blobOf(image.getAttribute('src') ?? '');
    if (!blob) {
      image.removeAttribute('src');
      continue;
    }
    const url = URL.createObjectURL(blob);
    imageUrls.push(url);
    image.setAttribute('src', url);
  }
  return { page: `<!DOCTYPE html>${doc.documentElement.outerHTML}`, imageUrls };
}

function blobOf(dataUrl: string): Blob | null {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const [, type = '', , base64, payload = ''] = match;
  try {
    if (!base64) return new Blob([decodeURIComponent(payload)], { type });
    const bytes = Uint8Array.from(atob(payload), (char) => char.charCodeAt(0));
    return new Blob([bytes], { type });
  } catch {
    return null;
  }
}

/**
 * Applies the page's own styles through the CSSOM, which the policy does not govern: style
 * attributes parsed from markup and <style> elements are ignored by it otherwise.
 */
export function applyPageStyles(doc: Document): void {
  for (const element of doc.querySelectorAll<HTMLElement>('[style]')) element.style.cssText = element.getAttribute('style') ?? '';
  const view = doc.defaultView;
  const sheets: CSSStyleSheet[] = [];
  for (const style of doc.querySelectorAll('style')) {
    if (!view) break;
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(style.textContent ?? '');
    sheets.push(sheet);
  }
  if (sheets.length > 0) doc.adoptedStyleSheets = sheets;
}
