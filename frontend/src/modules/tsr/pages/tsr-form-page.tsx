import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function TsrFormPage() {
  return <PlaceholderPage emptyTitle="The TSR form will appear here" />;
}
