import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function EasyviewCompaniesPage() {
  return <PlaceholderPage emptyTitle="EAsyView companies will appear here" />;
}
