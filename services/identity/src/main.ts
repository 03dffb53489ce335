import { runService } from '@ea/service-kit';
import { identityService } from './service.ts';

await runService(identityService);
