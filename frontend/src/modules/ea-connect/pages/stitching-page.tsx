import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function StitchingPage() {
  return <PlaceholderPage emptyTitle="Stitching jobs will appear here" />;
}
