import { DocumentPane } from '../components/document-pane.tsx';

export default function ProofPreviewHtmlPage() {
  return <DocumentPane what="The HTML proof" />;
}
