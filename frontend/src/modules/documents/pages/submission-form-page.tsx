import { DocumentPane } from '../components/document-pane.tsx';

export default function SubmissionFormPage() {
  return <DocumentPane what="The submission header" />;
}
