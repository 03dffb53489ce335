/** Business constants and limits (spec §9). */
export const Limits = {
  logoBytes: 2_097_152,
  logoTypes: ['image/jpeg', 'image/png'] as const,
  logoExtensions: ['jpeg', 'png', 'jpg'] as const,
  cikLength: 10,
  sicLength: 4,
  cccLength: 8,
  cusipLength: 9,
  revisionDescriptionLength: 50,
  uploadExtensions: ['doc', 'docx', 'zip', 'xml', 'xlsx'] as const,
  /** Minimum document period filter year. */
  minPeriodYear: 2000,
} as const;

export const PAGE_SIZES = [10, 30, 50, 100, 500] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
/** Other list sizes the spec defines (§9). */
export const EXTRA_LIST_SIZES = [30, 2000] as const;
/** Every page size a list accepts: the options and the other sizes the spec defines. */
export const LIST_SIZES = [10, 30, 50, 100, 500, 2000] as const satisfies readonly (PageSize | (typeof EXTRA_LIST_SIZES)[number])[];
export type ListSize = (typeof LIST_SIZES)[number];

/** The access token is refreshed this long before access_token_expiry. */
export const TOKEN_REFRESH_LEAD_MS = 5 * 60 * 1000;

export const DATE_RANGE_OPTIONS = ['Day', 'Week', 'Month', 'Custom Range'] as const;
export type DateRangeOption = (typeof DATE_RANGE_OPTIONS)[number];

export const STICKY_HEADER_OFFSET_PX = 66;

export const Dropdown = {
  placeholder: 'Select',
  selectAllText: 'Select All',
  unSelectAllText: 'UnSelect All',
  filterSelectAllText: 'Select all filtered results',
  filterUnSelectAllText: 'UnSelect all filtered results',
  searchPlaceholder: 'Search',
  noDataLabel: 'No Data Available',
  maxHeight: 300,
  searchDebounceMs: 1000,
  labelKey: 'itemName',
  primaryKey: 'id',
  singleSelectionWarning: 'Single Selection Mode, Selected Items cannot have more than one item.',
} as const;

export const Notifications = {
  timeoutMs: 5000,
  extendedTimeoutMs: 1000,
  fadeMs: 300,
  position: 'top-right',
  newestOnTop: true,
} as const;

export const RealtimeConnection = {
  timeout: 20000,
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
} as const;

export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_CURRENCY = 'USD';
