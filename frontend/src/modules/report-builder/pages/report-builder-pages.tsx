import { PlaceholderPage } from '../../../ui/page/placeholder-page.tsx';

export function ReportBuilderPage() {
  return <PlaceholderPage emptyTitle="Reports you build will appear here" />;
}
