import { DocumentPane } from '../components/document-pane.tsx';

export default function DocumentPreviewPage() {
  return <DocumentPane what="The document preview" />;
}
