import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function EvoxAnalyticsPage() {
  return <PlaceholderPage emptyTitle="eVox analytics will appear here" emptyMessage="Usage and activity charts for your eVox projects." />;
}
