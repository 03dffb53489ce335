import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function ValidatorTaxonomyPage() {
  return (
    <PlaceholderPage
      description="The taxonomies the Validator checks filings against."
      emptyTitle="Taxonomy packages cannot be uploaded here yet"
      emptyMessage="Validation uses the taxonomies the server is set up with. Uploading your own taxonomy packages is not available on this page yet."
    />
  );
}
