import { DocumentPane } from '../components/document-pane.tsx';

export default function RichTextEditorPage() {
  return <DocumentPane what="The rich text editor" />;
}
