export { SERVICE_SCHEMAS, SERVICE_TOPICS, SERVICES } from './services.ts';
