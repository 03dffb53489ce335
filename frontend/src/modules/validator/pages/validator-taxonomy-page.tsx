import { VALIDATOR_API } from '@/api/validator/api-base.ts';
import { TaxonomyPackagesScreen } from '@/ui/xbrl-projects/taxonomy-packages-screen.tsx';

export default function ValidatorTaxonomyPage() {
  return (
    <TaxonomyPackagesScreen
      apiBase={VALIDATOR_API}
      description="The XBRL Taxonomy Packages your channel's validations resolve taxonomies through, offline: a filing's schemas are read from them."
    />
  );
}
