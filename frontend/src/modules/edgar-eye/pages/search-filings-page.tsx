import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function SearchFilingsPage() {
  return <PlaceholderPage description="Search EDGAR filings by company, CIK or form type." emptyTitle="Search results will appear here" />;
}
