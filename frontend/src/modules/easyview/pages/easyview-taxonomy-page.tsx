import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function EasyviewTaxonomyPage() {
  return <PlaceholderPage emptyTitle="Taxonomies will appear here" />;
}
