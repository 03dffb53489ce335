import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function ValidatorCompaniesPage() {
  return <PlaceholderPage emptyTitle="Validator companies will appear here" />;
}
