import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function XeComparePage() {
  return <PlaceholderPage description="Compare two versions of a document." emptyTitle="Comparisons will appear here" />;
}
