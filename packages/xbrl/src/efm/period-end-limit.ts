const EDGAR_TIME_ZONE = 'America/New_York';

/**
 * The latest DocumentPeriodEndDate EDGAR accepts at `now`: the current day in Washington, or for
 * 8-K type submissions made after 5:30 pm (which EDGAR dates the next business day) the next
 * weekday. SEC holidays are not known here: on the evening before one, the limit is the holiday
 * itself where EDGAR would allow the business day after it.
 */
export function latestPeriodEndDate(now: Date, nextBusinessDayAfterClose: boolean): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: EDGAR_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const day = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  if (nextBusinessDayAfterClose && minutes >= 17 * 60 + 31 && minutes <= 23 * 60) {
    do day.setUTCDate(day.getUTCDate() + 1);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  }
  return day.toISOString().slice(0, 10);
}
