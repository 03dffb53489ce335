import { DocumentPane } from '../components/document-pane.tsx';

export default function DocEditPage() {
  return <DocumentPane what="The document properties" />;
}
