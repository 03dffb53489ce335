import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function ImergixTaxonomyPage() {
  return <PlaceholderPage emptyTitle="Taxonomies will appear here" />;
}
