import { ErrorMessages } from '@ea/contracts';
import { generatePath, Link, useParams } from 'react-router-dom';
import { isLibraryId, useDocument } from '@/api/library/documents.ts';
import { paths } from '@/app/paths.ts';
import { useSessionUser } from '@/app/session/session-context.tsx';
import type { SessionUser } from '@/app/session/user-config-cookie.ts';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { DocumentEditor } from './document-editor.tsx';
import { hasEditorFacility } from './editor-access.ts';
import './editor-page.css';

function EditorLoader({ documentId, initialTopicId, user }: { documentId: string; initialTopicId: string | null; user: SessionUser }) {
  const { data, error, isLoading } = useDocument(documentId);
  if (isLoading) return <Skeleton lines={8} label="Loading document" />;
  if (error || !data) {
    return (
      <SectionCard>
        <EmptyState title="This document could not be opened" message={error?.message ?? ErrorMessages.documentIdInvalid} />
      </SectionCard>
    );
  }
  if (data.contentKind === 'file' || data.topics.length === 0) {
    const content = `${generatePath(paths.company.content, { companyId: String(data.companyId) })}?docId=${data.id}`;
    return (
      <SectionCard>
        <EmptyState
          title="This document has no topics to edit"
          message="It is kept as a file: upload a new version from its content pane to change it."
          action={
            <Link className="button" to={content}>
              Close document
            </Link>
          }
        />
      </SectionCard>
    );
  }
  return <DocumentEditor key={data.id} document={data} user={user} initialTopicId={initialTopicId} />;
}

/** The document editor under every editor route of spec §2; the ckeditor route names the topic to open first. */
export default function EditorPage() {
  const user = useSessionUser();
  const { docId, endocId } = useParams();
  if (user === null) return null;
  if (!hasEditorFacility(user)) {
    return (
      <SectionCard>
        <EmptyState title={ErrorMessages.noEditorFacility} message="Ask an administrator for the editor feature to edit documents." />
      </SectionCard>
    );
  }
  if (!isLibraryId(docId)) {
    return (
      <SectionCard>
        <EmptyState title="No document chosen" message="Open a document from a company's document list." />
      </SectionCard>
    );
  }
  const initialTopicId = isLibraryId(endocId) ? endocId : null;
  return <EditorLoader documentId={docId} initialTopicId={initialTopicId} user={user} />;
}
