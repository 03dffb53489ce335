import { TsrList } from '../components/tsr-list.tsx';

export default function TsrReportsPage() {
  return <TsrList emptyTitle="TSR reports will appear here" />;
}
