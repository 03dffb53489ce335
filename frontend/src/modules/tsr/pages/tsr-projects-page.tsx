import { TsrList } from '../components/tsr-list.tsx';

export default function TsrProjectsPage() {
  return <TsrList emptyTitle="TSR projects will appear here" />;
}
