import type { RealtimeMessage } from '@ea/contracts';
import type { DirectoryEventType } from '@ea/contracts/directory';
import type { EdgarEyeEventType } from '@ea/contracts/edgar-eye';
import type { IdentityEventType } from '@ea/contracts/identity';
import type { LibraryEventType } from '@ea/contracts/library';
import { channelKey, isChannelListKey } from '@/api/directory/channels.ts';
import { companyKey, isCompanyListKey } from '@/api/directory/companies.ts';
import { companyImports } from '@/api/directory/company-imports.ts';
import { isDashboardKey } from '@/api/directory/dashboard.ts';
import { isFilingSearchKey } from '@/api/edgar-eye/filings.ts';
import { isGeneratedAlertKey } from '@/api/edgar-eye/generated-alerts.ts';
import { isTodaysFilingsKey } from '@/api/edgar-eye/todays-filings.ts';
import { isUserAuditLogKey } from '@/api/identity/user-audit-log.ts';
import { userImports } from '@/api/identity/user-imports.ts';
import { isUserListKey, userKey } from '@/api/identity/users.ts';
import { runsKeyMatcher } from '@/api/import-runs.ts';
import { commentsKey } from '@/api/library/comments.ts';
import { ditaMapKey, isDitaTreeKey } from '@/api/library/dita.ts';
import { documentIndexKey } from '@/api/library/document-index.ts';
import { documentKey, isDocumentListKey } from '@/api/library/documents.ts';
import { exportKey, exportsKey } from '@/api/library/exports.ts';
import { isFolderListKey } from '@/api/library/folders.ts';
import { isHistoryKeyOf } from '@/api/library/history.ts';
import { locksKey } from '@/api/library/locks.ts';
import { presenceKey } from '@/api/library/presence.ts';
import { isRecentDocumentsKey } from '@/api/library/recent-documents.ts';
import { releasesKey } from '@/api/library/releases.ts';
import { isSearchKey } from '@/api/library/search.ts';
import { isCurrentTopicKeyOf } from '@/api/library/topics.ts';

type KeyMatcher = (key: unknown) => boolean;

/** The SWR keys an event makes stale; the message's aggregate id names the record it is about. */
type StaleKeys = (message: RealtimeMessage) => readonly KeyMatcher[];

const exactly =
  (expected: string): KeyMatcher =>
  (key) =>
    key === expected;
const recordId = (message: RealtimeMessage) => Number(message.aggregateId);

// A record change stales the lists it may appear in and the record itself. The figures (dashboard)
// follow only the rare changes that move them: an import ends once, while its thousands of
// company events would restart the dashboard's request with every one of them.
const companyChanged: StaleKeys = (message) => [isCompanyListKey, exactly(companyKey(recordId(message)))];
const channelCreated: StaleKeys = () => [isChannelListKey, isDashboardKey];
const channelUpdated: StaleKeys = (message) => [isChannelListKey, exactly(channelKey(recordId(message)))];
const companyImportMoved: StaleKeys = () => [runsKeyMatcher(companyImports)];
const companyImportFinished: StaleKeys = () => [runsKeyMatcher(companyImports), isCompanyListKey, isDashboardKey];

const DIRECTORY: Record<DirectoryEventType, StaleKeys> = {
  'company.created': companyChanged,
  'company.updated': companyChanged,
  'company.deleted': companyChanged,
  'company.restored': companyChanged,
  'channel.created': channelCreated,
  'channel.updated': channelUpdated,
  'bulk-import.progress': companyImportMoved,
  'bulk-import.finished': companyImportFinished,
};

const userChanged: StaleKeys = (message) => [isUserListKey, exactly(userKey(recordId(message))), isUserAuditLogKey];
const userImportMoved: StaleKeys = () => [runsKeyMatcher(userImports)];
const userImportFinished: StaleKeys = () => [runsKeyMatcher(userImports), isUserListKey];

const IDENTITY: Record<IdentityEventType, StaleKeys> = {
  'user.created': userChanged,
  'user.updated': userChanged,
  'user.revoked': userChanged,
  'user.deleted': userChanged,
  'user-import.progress': userImportMoved,
  'user-import.finished': userImportFinished,
};

// Library messages carry the company (folders) or the document (documents) in `data`; a folder
// change without it refreshes every company's tree rather than none.
const companyOf = (message: RealtimeMessage) => {
  const companyId = message.data?.companyId;
  return typeof companyId === 'number' ? companyId : undefined;
};
const folderChanged: StaleKeys = (message) => [isFolderListKey(companyOf(message)), isDitaTreeKey];
// A deleted folder took its documents to the deleted documents.
const folderDeleted: StaleKeys = (message) => [...folderChanged(message), isDocumentListKey, isRecentDocumentsKey, isSearchKey];
const documentListed: StaleKeys = (message) => [
  isDocumentListKey,
  exactly(documentKey(message.aggregateId)),
  isRecentDocumentsKey,
  isSearchKey,
  isDitaTreeKey,
];
// A new version changes the content: the topics as the current version pins them, the history,
// the map and what search finds.
const documentVersioned: StaleKeys = (message) => [
  ...documentListed(message),
  isCurrentTopicKeyOf(message.aggregateId),
  isHistoryKeyOf(message.aggregateId),
  exactly(ditaMapKey(message.aggregateId)),
  exactly(documentIndexKey(message.aggregateId)),
];
const documentReleased: StaleKeys = (message) => [
  ...documentListed(message),
  exactly(releasesKey(message.aggregateId)),
  isHistoryKeyOf(message.aggregateId),
];
const indexSaved: StaleKeys = (message) => [exactly(documentIndexKey(message.aggregateId))];
const xbrlUpdated: StaleKeys = (message) => [exactly(documentKey(message.aggregateId))];
// Working together: the editor of the document refetches who holds which topic and who is here.
const documentOf = (message: RealtimeMessage) => {
  const documentId = message.data?.documentId;
  return typeof documentId === 'string' ? documentId : message.aggregateId;
};
const locksChanged: StaleKeys = (message) => [exactly(locksKey(documentOf(message)))];
const presenceChanged: StaleKeys = (message) => [exactly(presenceKey(documentOf(message)))];
const commentsChanged: StaleKeys = (message) => [exactly(commentsKey(documentOf(message)))];
// A render moved on: its job and the document's list of exports.
const renderMoved: StaleKeys = (message) => {
  const jobId = message.data?.jobId;
  return [...(typeof jobId === 'string' ? [exactly(exportKey(jobId))] : []), exactly(exportsKey(documentOf(message)))];
};

const LIBRARY: Record<LibraryEventType, StaleKeys> = {
  'folder.created': folderChanged,
  'folder.updated': folderChanged,
  'folder.deleted': folderDeleted,
  'document.created': documentListed,
  'document.updated': documentListed,
  'document.deleted': documentListed,
  'document.restored': documentListed,
  'document.versioned': documentVersioned,
  'document.released': documentReleased,
  'document.index-saved': indexSaved,
  'document.xbrl-updated': xbrlUpdated,
  'topic.locked': locksChanged,
  'topic.unlocked': locksChanged,
  'presence.changed': presenceChanged,
  'comment.changed': commentsChanged,
  // A mention is a toast (realtime-effects.ts) for the mentioned user, who may have the thread
  // cached from an earlier visit without being in the document's room now.
  'comment.mentioned': commentsChanged,
  'render.progress': renderMoved,
  'render.completed': renderMoved,
  'render.failed': renderMoved,
  'render.upload-failed': renderMoved,
};

// New filings grow the search and today's list; an alert of the user's grows its lists and badge.
const EDGAR_EYE: Record<EdgarEyeEventType, StaleKeys> = {
  'filings.ingested': () => [isFilingSearchKey, isTodaysFilingsKey],
  'alert.generated': () => [isGeneratedAlertKey],
};

/** Every event type the browser hears of, by the service that owns it, with the SWR keys it makes stale. */
const STALE_KEYS: Readonly<Record<string, StaleKeys>> = { ...DIRECTORY, ...IDENTITY, ...LIBRARY, ...EDGAR_EYE };

/** Which SWR keys a realtime message makes stale, as the table declares for its event type; none for any other event. */
export function staleKeyMatcher(message: RealtimeMessage): KeyMatcher {
  const matchers = Object.hasOwn(STALE_KEYS, message.event) ? (STALE_KEYS[message.event]?.(message) ?? []) : [];
  return (key) => matchers.some((matches) => matches(key));
}
