import { runService } from '@ea/service-kit';
import { identityService } from './identity-service.ts';

await runService(identityService);
