import { runService } from '@ea/service-kit';
import { directoryService } from './directory-service.ts';

await runService(directoryService);
