import { type ApiErrorBody, NETWORK_ERROR_MESSAGE, ServerCodes } from '@ea/contracts';

const NETWORK_ERROR_CODE = 'network';

/** A failing API answer: its status and the one error shape, with spec server codes mapped to their text. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  /** The request never got an answer (network down, server unreachable): nothing was saved, and it can be retried as is. */
  static network(): ApiRequestError {
    return new ApiRequestError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }

  get isNetwork(): boolean {
    return this.code === NETWORK_ERROR_CODE;
  }

  static async fromResponse(response: Response): Promise<ApiRequestError> {
    let body: Partial<ApiErrorBody> = {};
    try {
      body = (await response.json()) as Partial<ApiErrorBody>;
    } catch {
      // A proxy or crash may answer with HTML; the status alone still says what happened.
    }
    const code = typeof body.code === 'string' ? body.code : `http${response.status}`;
    const mapped = (ServerCodes as Record<string, string>)[code];
    const message = mapped ?? (typeof body.message === 'string' ? body.message : `Request failed (${response.status})`);
    return new ApiRequestError(response.status, code, message, body.fields);
  }
}
