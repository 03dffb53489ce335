/**
 * The images of one editor as object URLs. The image route needs the bearer token, which an
 * <img src> cannot send, so each stored key is fetched once and shown from a blob: URL (the
 * content security policy allows blob: images). The URLs are freed when the editor goes.
 */
export class ImageSources {
  readonly #sources = new Map<string, Promise<string | null>>();
  readonly #urls: string[] = [];
  #closed = false;

  constructor(private readonly fetchImage: (key: string) => Promise<Blob | null>) {}

  source(key: string): Promise<string | null> {
    let source = this.#sources.get(key);
    if (!source) {
      source = this.fetchImage(key)
        .catch(() => null)
        .then((blob) => {
          if (!blob || this.#closed) {
            // A failed image is asked for again the next time it is drawn.
            this.#sources.delete(key);
            return null;
          }
          const url = URL.createObjectURL(blob);
          this.#urls.push(url);
          return url;
        });
      this.#sources.set(key, source);
    }
    return source;
  }

  close(): void {
    this.#closed = true;
    for (const url of this.#urls.splice(0)) URL.revokeObjectURL(url);
    this.#sources.clear();
  }
}
