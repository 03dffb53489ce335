import { TsrList } from '../components/tsr-list.tsx';

export default function MasterTemplatesPage() {
  return <TsrList emptyTitle="Master templates will appear here" />;
}
