import { PlaceholderPage } from '../../../ui/page/placeholder-page.tsx';

export function ImergixPage() {
  return <PlaceholderPage emptyTitle="iMergiX documents will appear here" />;
}

export function ImergixTaxonomyPage() {
  return <PlaceholderPage emptyTitle="Taxonomies will appear here" />;
}
