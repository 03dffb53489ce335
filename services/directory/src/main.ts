import { runService } from '@ea/service-kit';
import { directoryService } from './service.ts';

await runService(directoryService);
