import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function BoirPreviewPage() {
  return <PlaceholderPage emptyTitle="The report preview will appear here" />;
}
