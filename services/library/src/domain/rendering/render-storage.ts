/*
 * Where a render job's files live. The keys are the job's own, not content hashes: a render
 * repeated after a worker died mid-job writes the same key again, so a job has one file whatever
 * happened (a PDF's bytes differ from run to run by its creation time, a content key would not).
 */

export const renderFileKey = (jobId: string, name: string) => `renders/${jobId}/${name}`;
export const renderLogKey = (jobId: string) => `renders/${jobId}/log.txt`;
