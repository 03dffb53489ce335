import { type ApiErrorBody, DEFAULT_PAGE, DEFAULT_PAGE_SIZE, IdSchema, ListSizeSchema, PageSchema } from '@ea/contracts';
import { Type } from 'typebox';

/** The one error shape, registered by service-kit as "ApiError". */
export const ApiErrorRef = Type.Unsafe<ApiErrorBody>({ $ref: 'ApiError#' });

export const errorResponses = {
  400: ApiErrorRef,
  401: ApiErrorRef,
  403: ApiErrorRef,
  404: ApiErrorRef,
} as const;

export const IdParams = Type.Object({ id: IdSchema() });

export const PageSize = ListSizeSchema({ default: DEFAULT_PAGE_SIZE });

export const Page = PageSchema({ default: DEFAULT_PAGE });
