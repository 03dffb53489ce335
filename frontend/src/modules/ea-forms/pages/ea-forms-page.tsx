import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function EaFormsPage() {
  return <PlaceholderPage description="Form D filings for issuers." emptyTitle="Form D filings will appear here" />;
}
