import { CompaniesScreen } from '@/ui/xbrl-projects/companies-screen.tsx';
import { validatorModule } from '../components/validator-module.ts';

export default function ValidatorCompaniesPage() {
  return <CompaniesScreen module={validatorModule} />;
}
