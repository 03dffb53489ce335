import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function FilingsPage() {
  return <PlaceholderPage emptyTitle="Filings will appear here" />;
}
