import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function MyAlertsPage() {
  return (
    <PlaceholderPage
      description="Companies you track by CIK."
      emptyTitle="Your alerts will appear here"
      emptyMessage="Add a CIK to be told when the company files."
    />
  );
}
