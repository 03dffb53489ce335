import { runService } from '@ea/service-kit';
import { validatorService } from './service.ts';

await runService(validatorService);
