import { ProjectsScreen } from '@/ui/xbrl-projects/projects-screen.tsx';
import { easyviewModule } from '../components/easyview-module.ts';

export default function EasyviewProjectsPage() {
  return <ProjectsScreen module={easyviewModule} />;
}
