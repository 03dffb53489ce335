import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserTimeZone, formatDateTime } from './date-time.ts';
import { DateTimeText, EdgarDateTimeText } from './date-time-text.tsx';
import { TimeZoneProvider } from './time-zone-context.tsx';

const AT = '2026-11-28T20:04:00Z';

afterEach(cleanup);

describe('times on screen', () => {
  it('follow the zone of the user’s profile', () => {
    const { container } = render(
      <TimeZoneProvider zone="Asia/Tokyo">
        <DateTimeText at={AT} />
      </TimeZoneProvider>,
    );
    const time = container.querySelector('time')!;
    expect(time.textContent).toBe('Nov 29, 2026, 5:04 AM GMT+9');
    expect(time.getAttribute('datetime')).toBe(AT);
  });

  it('fall back to the browser’s zone while the profile names none', () => {
    const { container } = render(
      <TimeZoneProvider zone={null}>
        <DateTimeText at={AT} />
      </TimeZoneProvider>,
    );
    expect(container.textContent).toBe(formatDateTime(AT, browserTimeZone()));
  });

  it('keep EDGAR’s times in Eastern time whatever the user’s zone', () => {
    const { container } = render(
      <TimeZoneProvider zone="Asia/Tokyo">
        <EdgarDateTimeText at={AT} />
      </TimeZoneProvider>,
    );
    expect(container.textContent).toBe('Nov 28, 2026, 3:04 PM ET');
  });
});
