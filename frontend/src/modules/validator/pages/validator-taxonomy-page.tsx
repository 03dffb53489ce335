import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function ValidatorTaxonomyPage() {
  return <PlaceholderPage emptyTitle="Taxonomies will appear here" />;
}
