import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function UserLogHistoryPage() {
  return <PlaceholderPage emptyTitle="Form activity will appear here" />;
}
