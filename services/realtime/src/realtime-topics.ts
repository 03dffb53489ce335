/** REALTIME_TOPICS (comma-separated) as a list; null when it names none, so the caller's default applies. */
export function topicsFrom(value: string | undefined): readonly string[] | null {
  const topics = (value ?? '')
    .split(',')
    .map((topic) => topic.trim())
    .filter((topic) => topic !== '');
  return topics.length > 0 ? topics : null;
}
