import { DocumentPane } from '../components/document-pane.tsx';

export default function ProofPreviewPdfPage() {
  return <DocumentPane what="The PDF proof" />;
}
