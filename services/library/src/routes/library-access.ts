import { Module } from '@ea/contracts';
import { ApiErrorRef, errorResponses } from '@ea/service-kit';

/** Every library route needs the Library module (MODULE_ACCESS 5; admins bypass). */
export const read = { access: { module: Module.library } } as const;
/** Writes are also refused to reviewer-only users: a reviewer reads and comments, never changes a document. */
export const write = { access: { module: Module.library, reviewer: false } } as const;
export const writeErrors = { ...errorResponses, 409: ApiErrorRef } as const;
export const uploadErrors = { ...writeErrors, 413: ApiErrorRef, 415: ApiErrorRef, 422: ApiErrorRef } as const;
