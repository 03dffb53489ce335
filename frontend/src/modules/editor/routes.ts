import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

const access = Access.module(Module.library);
// One page under every editor address of spec §2, in a chunk of its own: the editing surface is
// downloaded only when an editor route opens.
const page = () => import('./page/editor-page.tsx');
const title = 'Document Editor';

export const editorRoutes: ModuleRoutes = {
  routes: [
    { path: paths.editor.libraryEditor, title, access, page },
    { path: paths.editor.documentEdit, title, access, page },
    { path: paths.editor.richText, title, access, page },
    { path: paths.editor.ckeditor, title, access, page },
    { path: paths.document.xeEditor, title, access, page },
    { path: paths.document.docEdit, title, access, page },
  ],
};
