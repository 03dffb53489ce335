import { LIBRARY_TOPIC } from '@ea/contracts/library';
import { SERVICE_TOPICS } from '@ea/services';
import { describe, expect, it } from 'vitest';
import { topicsFrom } from './realtime-topics.ts';

describe('realtime topics', () => {
  it("relays the library's topic unless REALTIME_TOPICS says otherwise, so document rooms get collaboration events", () => {
    expect(topicsFrom(undefined) ?? SERVICE_TOPICS).toContain(LIBRARY_TOPIC);
    expect(topicsFrom(' , ') ?? SERVICE_TOPICS).toContain(LIBRARY_TOPIC);
  });

  it('reads REALTIME_TOPICS as a trimmed comma-separated list', () => {
    expect(topicsFrom(' directory, library ,')).toEqual(['directory', 'library']);
  });
});
