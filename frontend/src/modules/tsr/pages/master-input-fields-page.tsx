import { TsrList } from '../components/tsr-list.tsx';

export default function MasterInputFieldsPage() {
  return <TsrList emptyTitle="Master input fields will appear here" />;
}
