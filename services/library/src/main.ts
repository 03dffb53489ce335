import { runService } from '@ea/service-kit';
import { libraryService } from './service.ts';

await runService(libraryService);
