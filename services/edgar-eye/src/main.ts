import { runService } from '@ea/service-kit';
import { edgarEyeService } from './service.ts';

await runService(edgarEyeService);
