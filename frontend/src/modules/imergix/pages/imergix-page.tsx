import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function ImergixPage() {
  return <PlaceholderPage emptyTitle="iMergiX documents will appear here" />;
}
