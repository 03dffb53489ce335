import { EASYVIEW_API } from '@/api/easyview/projects.ts';
import { TaxonomyPackagesScreen } from '@/ui/xbrl-projects/taxonomy-packages-screen.tsx';

export default function EasyviewTaxonomyPage() {
  return (
    <TaxonomyPackagesScreen
      apiBase={EASYVIEW_API}
      description="The XBRL Taxonomy Packages your channel's filings are read with, offline: their labels and relationships come from them."
    />
  );
}
