import { Module } from '@ea/contracts';
import type { DocumentDetail } from '@ea/contracts/library';
import { documentKey, isLibraryId } from '@/api/library/documents.ts';
import { topicKey } from '@/api/library/topics.ts';
import type { ModuleRoute, ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

const access = Access.module(Module.library);
// One page under every editor address of spec §2, in a chunk of its own: the editing surface is
// downloaded only when an editor route opens.
const page = () => import('./page/editor-page.tsx');
const title = 'Document Editor';

/** The document and the topic it opens at, asked for while the editor's chunk downloads. */
const prefetch: ModuleRoute['prefetch'] = ({ docId, endocId }, load) => {
  if (!isLibraryId(docId)) return;
  load<DocumentDetail>(documentKey(docId))
    .then((document) => {
      const first = document.topics.find((topic) => topic.id === endocId) ?? document.topics[0];
      if (first && document.contentKind !== 'file') return load(topicKey(document.id, first.id, document.versionNumber));
    })
    // The page asks again and shows what went wrong.
    .catch(() => {});
};

export const editorRoutes: ModuleRoutes = {
  routes: [
    { path: paths.editor.libraryEditor, title, access, page, prefetch },
    { path: paths.editor.documentEdit, title, access, page, prefetch },
    { path: paths.editor.richText, title, access, page, prefetch },
    { path: paths.editor.ckeditor, title, access, page, prefetch },
    { path: paths.document.xeEditor, title, access, page, prefetch },
    { path: paths.document.docEdit, title, access, page, prefetch },
  ],
};
