import type { DateRangeOption } from '@ea/contracts';

export interface DateRange {
  option: DateRangeOption | '';
  startDate: string;
  endDate: string;
}

const DAYS: Record<Exclude<DateRangeOption, 'Custom Range'>, number> = { Day: 1, Week: 7, Month: 30 };

/** yyyy-mm-dd of a local date, the format of date inputs and of the filter's query values. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The dates an option stands for, ending today: Day is today, Week the last 7 days, Month the last
 * 30. Custom Range keeps the dates the user picked.
 */
export function rangeFor(option: DateRangeOption | '', today: Date, custom: { startDate: string; endDate: string }): DateRange {
  if (option === '') return { option, startDate: '', endDate: '' };
  // Only the dates are taken from `custom`: a whole DateRange passed in must not bring its option back.
  if (option === 'Custom Range') return { option, startDate: custom.startDate, endDate: custom.endDate };
  const start = new Date(today);
  start.setDate(start.getDate() - (DAYS[option] - 1));
  return { option, startDate: isoDate(start), endDate: isoDate(today) };
}
