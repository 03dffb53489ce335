import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function ValidatorProjectsPage() {
  return <PlaceholderPage emptyTitle="Validation projects will appear here" />;
}
