import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function FormDEditorPage() {
  return <PlaceholderPage emptyTitle="The Form D editor will appear here" />;
}
