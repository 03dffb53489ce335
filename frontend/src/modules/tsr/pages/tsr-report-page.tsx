import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function TsrReportPage() {
  return <PlaceholderPage emptyTitle="The report will appear here" />;
}
