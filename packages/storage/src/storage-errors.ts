/** Errors a storage call answers with; a service maps them to its own error shape (404, 413, 400). */
export class ObjectNotFoundError extends Error {
  readonly code = 'objectNotFound';
  constructor(readonly key: string) {
    super(`no object under "${key}"`);
    this.name = 'ObjectNotFoundError';
  }
}

export class ObjectTooLargeError extends Error {
  readonly code = 'objectTooLarge';
  constructor(readonly maxBytes: number) {
    super(`the object is larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

export class InvalidObjectKeyError extends Error {
  readonly code = 'invalidObjectKey';
  constructor(key: unknown) {
    // JSON.stringify escapes control characters, so a hostile key cannot forge log lines.
    super(`invalid object key ${JSON.stringify(String(key)).slice(0, 120)}`);
    this.name = 'InvalidObjectKeyError';
  }
}

export class InvalidContentTypeError extends Error {
  readonly code = 'invalidContentType';
  constructor(contentType: string) {
    super(`invalid content type ${JSON.stringify(contentType).slice(0, 120)}`);
    this.name = 'InvalidContentTypeError';
  }
}

export class ContentHashMismatchError extends Error {
  readonly code = 'contentHashMismatch';
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`the content's sha256 is ${actual}, not the declared ${expected}`);
    this.name = 'ContentHashMismatchError';
  }
}
