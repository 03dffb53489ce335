import type { ImportRunBody } from '@ea/contracts';
import type { CompanyAuditEntry } from '@ea/contracts/directory';
import { describe, expect, it } from 'vitest';
import { actionColor, activityByAction, importOutcomes, pendingFigures } from './dashboard-figures.ts';

const entry = (action: string) => ({ action }) as CompanyAuditEntry;
const run = (created: number, skipped: number, failed: number, updated = 0) => ({ created, skipped, failed, updated }) as ImportRunBody;

describe('dashboard figures', () => {
  it('counts recent activity per action in the usual order, each in the colour the activity list uses', () => {
    expect(activityByAction([entry('Read'), entry('Create'), entry('Create'), entry('Comments')])).toEqual([
      { label: 'Create', value: 2, color: actionColor('Create') },
      { label: 'Read', value: 1, color: actionColor('Read') },
      { label: 'Comments', value: 1, color: actionColor('Comments') },
    ]);
    expect(new Set(['Create', 'Update', 'Delete', 'Restore', 'Read', 'Comments'].map(actionColor)).size).toBe(6);
  });

  it('adds up the rows of recent imports by outcome', () => {
    expect(importOutcomes([run(5, 1, 2), run(3, 0, 4)]).map((datum) => [datum.label, datum.value])).toEqual([
      ['Created', 8],
      ['Already there', 1],
      ['Failed', 6],
    ]);
  });

  it('shows the updated rows once a recent run of the update mode changed some', () => {
    expect(importOutcomes([run(5, 1, 2), run(0, 3, 1, 7)]).map((datum) => [datum.label, datum.value])).toEqual([
      ['Created', 5],
      ['Updated', 7],
      ['Already there', 4],
      ['Failed', 3],
    ]);
  });

  it('names pending figures in words, also ones it does not know yet', () => {
    expect(pendingFigures(['filingsDue', 'openReviewTasks'])).toEqual(['filings due', 'open review tasks']);
  });
});
