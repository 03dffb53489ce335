import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function ReportBuilderPage() {
  return <PlaceholderPage emptyTitle="Reports you build will appear here" />;
}
