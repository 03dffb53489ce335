import { type ApiErrorBody, PAGE_SIZES } from '@ea/contracts';
import { Type } from 'typebox';

/** The one error shape, registered by service-kit as "ApiError". */
export const ApiErrorRef = Type.Unsafe<ApiErrorBody>({ $ref: 'ApiError#' });

export const errorResponses = {
  400: ApiErrorRef,
  401: ApiErrorRef,
  403: ApiErrorRef,
  404: ApiErrorRef,
} as const;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const PageSize = Type.Union(
  PAGE_SIZES.map((size) => Type.Literal(size)),
  { default: 10 },
);

export const Page = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
