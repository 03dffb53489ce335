import { DocumentPane } from '../components/document-pane.tsx';

export default function DocumentEditorPage() {
  return <DocumentPane what="The document editor" />;
}
