import { PlaceholderPage } from '@/ui/page/placeholder-page.tsx';

/** A document screen whose content is not connected yet: `what` will appear here. */
export function DocumentPane({ what }: { what: string }) {
  return <PlaceholderPage emptyTitle={`${what} will appear here`} emptyMessage="Open a document from a company's document list." />;
}
