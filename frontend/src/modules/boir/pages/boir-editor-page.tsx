import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function BoirEditorPage() {
  return <PlaceholderPage emptyTitle="The report form will appear here" />;
}
