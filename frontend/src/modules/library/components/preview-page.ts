/**
 * The library's whole-document XHTML (GET api/document/{id}/preview) as a page for the sandboxed
 * frame: the app's stylesheets linked in (the content security policy allows no inline style), and
 * each image's API address turned into its storage key (`data-key`). An address left in the page
 * would be requested without the bearer token; the frame fetches the images with it instead.
 * Also tells how many topics the version has, so an empty one can say so.
 */
export function previewPage(xhtml: string, stylesheets: readonly string[]): { html: string; topics: number } {
  const page = new DOMParser().parseFromString(xhtml, 'text/html');
  page.documentElement.lang ||= 'en';
  for (const href of stylesheets) {
    const link = page.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    page.head.append(link);
  }
  for (const image of page.querySelectorAll('img')) {
    const key = imageKeyOf(image.getAttribute('src'));
    image.removeAttribute('src');
    if (key) image.dataset.key = key;
  }
  return { html: `<!doctype html>${page.documentElement.outerHTML}`, topics: page.querySelectorAll('body > div.topic').length };
}

/** The storage key in an image address of the library (`/api/document/{id}/image?key=…`). */
function imageKeyOf(src: string | null): string | null {
  if (!src) return null;
  const address = new URL(src, 'http://library.invalid');
  return address.pathname.endsWith('/image') ? address.searchParams.get('key') : null;
}
