import { CompaniesScreen } from '@/ui/xbrl-projects/companies-screen.tsx';
import { easyviewModule } from '../components/easyview-module.ts';

export default function EasyviewCompaniesPage() {
  return <CompaniesScreen module={easyviewModule} />;
}
