import { DocumentPane } from '../components/document-pane.tsx';

export default function XeEditorPage() {
  return <DocumentPane what="The XE editor" />;
}
