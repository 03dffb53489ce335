import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function MarketFormsPage() {
  return <PlaceholderPage description="Market forms and their filings." emptyTitle="Market forms will appear here" />;
}
