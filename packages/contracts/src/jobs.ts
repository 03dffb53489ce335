/** Background job types (spec §4). */
export const JobType = { rendering: 1, commentTransfer: 2, chunking: 3 } as const;
export type JobTypeId = (typeof JobType)[keyof typeof JobType];

/** Job results (spec §4). */
export const JobResult = { completed: 3, error: 2 } as const;
export type JobResultId = (typeof JobResult)[keyof typeof JobResult];
