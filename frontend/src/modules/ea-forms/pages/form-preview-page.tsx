import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function FormPreviewPage() {
  return <PlaceholderPage emptyTitle="The form preview will appear here" />;
}
