import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function EaConnectPage() {
  return <PlaceholderPage emptyTitle="EA Connect documents will appear here" />;
}
