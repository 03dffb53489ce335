import { DocumentPane } from '../components/document-pane.tsx';

export default function UploadFilingPage() {
  return <DocumentPane what="The filing upload" />;
}
