import { PlaceholderPage } from '../../../ui/page/placeholder-page.tsx';

export function FilingsPage() {
  return <PlaceholderPage emptyTitle="Filings will appear here" />;
}
