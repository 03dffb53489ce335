import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function EvoxPage() {
  return <PlaceholderPage emptyTitle="eVox projects will appear here" />;
}
