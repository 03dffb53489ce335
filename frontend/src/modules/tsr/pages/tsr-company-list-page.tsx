import { TsrList } from '../components/tsr-list.tsx';

export default function TsrCompanyListPage() {
  return <TsrList emptyTitle="TSR companies will appear here" />;
}
