import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

export default function SqlQueryPage() {
  return (
    <PlaceholderPage
      description="Run maintenance queries against the database."
      emptyTitle="The query console will appear here"
      emptyMessage="Queries that delete data ask for confirmation before they run."
    />
  );
}
