import { ProjectsScreen } from '@/ui/xbrl-projects/projects-screen.tsx';
import { validatorModule } from '../components/validator-module.ts';

export default function ValidatorProjectsPage() {
  return <ProjectsScreen module={validatorModule} />;
}
