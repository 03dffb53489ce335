import type { MentionableUser } from '@ea/contracts/library';

/** What a comment box holds: its text and the people picked from the mention list while writing it. */
export interface CommentDraft {
  text: string;
  picked: readonly MentionableUser[];
}

export const EMPTY_DRAFT: CommentDraft = { text: '', picked: [] };

/** How many people the mention list offers at once; typing more narrows it. */
export const MENTION_OPTIONS_SHOWN = 8;

/** An "@" being typed: where it starts and what follows it up to the cursor. */
export interface MentionQuery {
  start: number;
  end: number;
  query: string;
}

// An "@" at the start or after a space opens the list; the "@" inside an email address does not.
const TYPED_MENTION = /(?:^|\s)@([^\s@]{0,64})$/;

export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const match = TYPED_MENTION.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, end: caret, query };
}

/** The people whose name or email contains what was typed, those starting with it first. */
export function filterMentionables(users: readonly MentionableUser[], query: string): MentionableUser[] {
  const wanted = query.toLowerCase();
  const starts: MentionableUser[] = [];
  const contains: MentionableUser[] = [];
  for (const user of users) {
    const name = user.userName.toLowerCase();
    const email = user.email.toLowerCase();
    if (name.startsWith(wanted) || email.startsWith(wanted)) starts.push(user);
    else if (name.includes(wanted) || email.includes(wanted)) contains.push(user);
  }
  return [...starts, ...contains].slice(0, MENTION_OPTIONS_SHOWN);
}

/** The text with the typed "@…" replaced by the person's handle and a space, and the cursor after it. */
export function insertMention(text: string, at: MentionQuery, user: MentionableUser): { text: string; caret: number } {
  const handle = `@${user.email} `;
  return { text: text.slice(0, at.start) + handle + text.slice(at.end), caret: at.start + handle.length };
}

const HANDLE_CHARACTER = /[A-Za-z0-9._%+@-]/;

// The handle ends where no address character follows; a full stop ends it only before a space or the end.
function endsHandle(text: string, at: number): boolean {
  const next = text[at];
  if (next === undefined) return true;
  if (next === '.') return endsHandle(text, at + 1);
  return !HANDLE_CHARACTER.test(next);
}

function hasHandle(text: string, email: string): boolean {
  const handle = `@${email}`;
  for (let at = text.indexOf(handle); at !== -1; at = text.indexOf(handle, at + 1)) {
    const before = text[at - 1];
    if ((before === undefined || !HANDLE_CHARACTER.test(before)) && endsHandle(text, at + handle.length)) return true;
  }
  return false;
}

/** The ids of the picked people whose handle is still in the text: deleting a handle takes the mention back. */
export function mentionIdsOf(draft: CommentDraft): string[] {
  const ids = new Set<string>();
  for (const user of draft.picked) if (hasHandle(draft.text, user.email)) ids.add(user.userId);
  return [...ids];
}

export type BodyPart = { text: string; mention: boolean };

// A handle as the mention list writes it: "@" and an email address, without trailing punctuation.
const HANDLE = /@[^\s@]+@[^\s@]*[^\s@.,;:!?)\]'"]/g;

/** A comment's text cut into plain runs and the @handles in it, to show the handles apart. */
export function bodyParts(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(HANDLE)) {
    const at = match.index;
    if (at > 0 && !/\s|[(["']/.test(body[at - 1]!)) continue;
    if (at > last) parts.push({ text: body.slice(last, at), mention: false });
    parts.push({ text: match[0], mention: true });
    last = at + match[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last), mention: false });
  return parts;
}
