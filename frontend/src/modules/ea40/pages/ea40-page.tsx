import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function Ea40Page() {
  return <PlaceholderPage emptyTitle="EA 40 filings will appear here" />;
}
