import type { Column } from '../../../ui/data-table/data-table.tsx';
import { ListScreen } from '../../../ui/page/list-screen.tsx';
import { PlaceholderPage } from '../../../ui/page/placeholder-page.tsx';

interface DocumentRow {
  id: string;
  title: string;
  formType: string;
  periodEnd: string;
  releaseVersion: string;
}

const columns: Column<DocumentRow>[] = [
  { key: 'title', header: 'Title', sortable: true },
  { key: 'formType', header: 'Form type', sortable: true, width: '140px' },
  { key: 'periodEnd', header: 'Period end', sortable: true, width: '140px' },
  { key: 'releaseVersion', header: 'Release', width: '120px' },
];

export function CompanyDocumentsPage() {
  return (
    <ListScreen<DocumentRow>
      kind="general"
      columns={columns}
      rowKey={(row) => row.id}
      searchParam="filter"
      emptyTitle="The company's documents will appear here"
      emptyMessage="Documents are listed with their form type, period end date and release."
    />
  );
}

const pane = (what: string) => () => (
  <PlaceholderPage emptyTitle={`${what} will appear here`} emptyMessage="Open a document from a company's document list." />
);

export const DocumentContentPage = pane("The document's content");
export const UploadFilingPage = pane('The filing upload');
export const DocumentPreviewPage = pane('The document preview');
export const ProofPreviewHtmlPage = pane('The HTML proof');
export const ProofPreviewPdfPage = pane('The PDF proof');
export const XeEditorPage = pane('The XE editor');
export const DocEditPage = pane('The document properties');
export const RollforwardPage = pane('The rollforward');
export const ReleasePage = pane('The release details');
export const HistoryPage = pane("The document's version history");
export const DitaMapTreePage = pane('The DITA map tree');
export const SubmissionFormPage = pane('The submission header');
export const DocumentEditorPage = pane('The document editor');
export const RichTextEditorPage = pane('The rich text editor');
