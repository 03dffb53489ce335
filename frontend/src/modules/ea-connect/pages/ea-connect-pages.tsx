import { PlaceholderPage } from '../../../ui/page/placeholder-page.tsx';

export function EaConnectPage() {
  return <PlaceholderPage emptyTitle="EA Connect documents will appear here" />;
}

export function StitchingPage() {
  return <PlaceholderPage emptyTitle="Stitching jobs will appear here" />;
}
