import { PlaceholderPage } from '../../../ui/page/placeholder-page.tsx';

export function ValidatorCompaniesPage() {
  return <PlaceholderPage emptyTitle="Validator companies will appear here" />;
}

export function ValidatorProjectsPage() {
  return <PlaceholderPage emptyTitle="Validation projects will appear here" />;
}

export function ValidatorTaxonomyPage() {
  return <PlaceholderPage emptyTitle="Taxonomies will appear here" />;
}

export function ValidatorContentPage() {
  return <PlaceholderPage emptyTitle="The project's content will appear here" emptyMessage="Open a project from the project list." />;
}
