/**
 * EFM 5.1.1, the names of a submission's documents: at most 32 characters, extension included; a
 * lower-case letter or digit first, then letters, digits, '-' and '_', and a single '.' before the
 * extension. The SEC's own validator reads it this way (upper case is accepted after the first
 * character); the rendering pipeline and the Validator both check names with it.
 */
export const EDGAR_FILE_NAME_MAX_LENGTH = 32;
export const EDGAR_FILE_NAME_PATTERN = /^[a-z0-9][A-Za-z0-9_-]*\.[A-Za-z0-9]+$/;
