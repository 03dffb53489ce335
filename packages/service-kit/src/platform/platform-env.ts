/**
 * Every environment variable the product reads, in one place: the README's configuration table
 * and the docker-compose check are derived from it.
 */
export interface EnvVar {
  name: string;
  description: string;
  default?: string;
  /** Which processes need it when scaled out: every service, or the named ones. */
  neededBy: 'every-service' | string[];
  /** Needed in the scaled-out deployment even though the one-machine default fills it. */
  requiredScaledOut: boolean;
}

export const ENV_VARS: EnvVar[] = [
  { name: 'PORT', description: 'HTTP port of the process', default: '8080', neededBy: 'every-service', requiredScaledOut: true },
  { name: 'HOST', description: 'Interface to listen on', default: '0.0.0.0', neededBy: 'every-service', requiredScaledOut: false },
  {
    name: 'DATABASE_URL',
    description: 'PostgreSQL URL; without it the embedded PGlite in DATA_DIR/pglite is used (one process only)',
    neededBy: 'every-service',
    requiredScaledOut: true,
  },
  {
    name: 'DATA_DIR',
    description: 'Where the embedded database, private Redis, keys, mail and (with the local object storage) uploaded files live',
    default: '.data',
    neededBy: 'every-service',
    requiredScaledOut: false,
  },
  {
    name: 'REDIS_URL',
    description: 'Redis URL (jobs, event bus, realtime); without it a private redis-server is started with its data in DATA_DIR/redis',
    neededBy: 'every-service',
    requiredScaledOut: true,
  },
  {
    name: 'EVENT_BUS',
    description: '`redis` (Redis Streams) or `kafka`',
    default: 'redis',
    neededBy: 'every-service',
    requiredScaledOut: false,
  },
  {
    name: 'KAFKA_BROKERS',
    description: 'Comma-separated Kafka brokers, required when EVENT_BUS=kafka',
    neededBy: 'every-service',
    requiredScaledOut: false,
  },
  {
    name: 'JWT_PUBLIC_KEY',
    description: 'Ed25519 public key (PEM) that verifies access tokens; generated into DATA_DIR/keys on one machine',
    neededBy: 'every-service',
    requiredScaledOut: true,
  },
  {
    name: 'JWT_PRIVATE_KEY',
    description: 'Ed25519 private key (PEM) that signs access tokens; only the identity service holds it',
    neededBy: ['identity'],
    requiredScaledOut: true,
  },
  {
    name: 'KAFKA_CLIENT_ID',
    description: 'Client id towards Kafka',
    default: 'ea-platform',
    neededBy: 'every-service',
    requiredScaledOut: false,
  },
  {
    name: 'ADMIN_EMAIL',
    description: 'Identity: email of the first admin (user 1), created at first start',
    default: 'admin@ea-filing.local',
    neededBy: ['identity'],
    requiredScaledOut: false,
  },
  {
    name: 'ADMIN_PASSWORD',
    description: 'Identity: the first admin’s password; without it a random one is printed once at first start',
    neededBy: ['identity'],
    requiredScaledOut: false,
  },
  {
    name: 'ACCESS_TOKEN_TTL_SECONDS',
    description: 'Identity: access token lifetime',
    default: '900',
    neededBy: ['identity'],
    requiredScaledOut: false,
  },
  {
    name: 'LOGIN_LOCKOUT_THRESHOLD',
    description: 'Identity: failed sign-ins in a row that lock an account for a while (1 min, doubling, at most 30 min)',
    default: '5',
    neededBy: ['identity'],
    requiredScaledOut: false,
  },
  {
    name: 'PUBLIC_URL',
    description: 'Where browsers reach the product; links in emails start with it',
    default: 'http://localhost:8080',
    neededBy: ['identity', 'edgar-eye', 'worker'],
    requiredScaledOut: false,
  },
  {
    name: 'SMTP_URL',
    description:
      'SMTP server for email (identity’s messages, EdgarEye’s alerts); without it each message is written as an .eml file to MAIL_DIR',
    neededBy: ['identity', 'edgar-eye', 'worker'],
    requiredScaledOut: false,
  },
  {
    name: 'MAIL_DIR',
    description: 'Where .eml files go when SMTP_URL is not set',
    default: 'DATA_DIR/mail',
    neededBy: ['identity', 'edgar-eye', 'worker'],
    requiredScaledOut: false,
  },
  {
    name: 'MAIL_FROM',
    description: 'Sender of emails',
    default: 'EA Filing Suite <no-reply@ea-filing.local>',
    neededBy: ['identity', 'edgar-eye', 'worker'],
    requiredScaledOut: false,
  },
  {
    name: 'EDGAR_SOURCE',
    description: 'EdgarEye: where EDGAR’s index files come from, `directory` (EDGAR_DIRECTORY) or `sec` (SEC’s servers over HTTPS)',
    default: 'directory',
    neededBy: ['edgar-eye', 'worker'],
    requiredScaledOut: false,
  },
  {
    name: 'EDGAR_DIRECTORY',
    description:
      'EdgarEye: the directory source — daily index files (master.YYYYMMDD.idx …), company_tickers.json, submissions and Archives files under edgar/data/',
    default: 'DATA_DIR/edgar',
    neededBy: ['edgar-eye', 'worker'],
    requiredScaledOut: false,
  },
  {
    name: 'EDGAR_USER_AGENT',
    description:
      'EdgarEye: the User-Agent SEC requires of every client, naming the company and a contact e-mail; required when EDGAR_SOURCE=sec',
    neededBy: ['edgar-eye', 'worker'],
    requiredScaledOut: false,
  },
  {
    name: 'EDGAR_BASE_URL',
    description: 'EdgarEye: SEC’s server (or a mirror) when EDGAR_SOURCE=sec',
    default: 'https://www.sec.gov',
    neededBy: ['edgar-eye', 'worker'],
    requiredScaledOut: false,
  },
  {
    name: 'EDGAR_CLOSED_DAYS',
    description:
      'EdgarEye: days the SEC closes by order beyond the federal holidays (a national day of mourning), comma-separated YYYY-MM-DD; the index poll rests on them',
    neededBy: ['edgar-eye', 'worker'],
    requiredScaledOut: false,
  },
  {
    name: 'EFM_RESOURCES_DIR',
    description:
      'Validator: the SEC’s EFM resources (dei-validations.json, edgartaxonomies/ …) EDGAR’s rules are checked from; a worker stops at start when they cannot be read',
    default: 'the reference data (SHARED_DATA_DIR)',
    neededBy: ['validator', 'worker'],
    requiredScaledOut: false,
  },
  { name: 'LOG_LEVEL', description: 'pino log level', default: 'info', neededBy: 'every-service', requiredScaledOut: false },
  {
    name: 'SERVICE_URLS',
    description:
      'Gateway only: `name=url` pairs (comma-separated) of services that run as their own process; others are mounted in-process',
    neededBy: ['gateway'],
    requiredScaledOut: false,
  },
  {
    name: 'REALTIME_URL',
    description: 'Gateway only: URL of a separate realtime hub to proxy /socket.io to',
    neededBy: ['gateway'],
    requiredScaledOut: false,
  },
  {
    name: 'REALTIME_TOPICS',
    description: 'Topics the realtime hub relays to browsers (comma-separated); without it, every service’s topic',
    neededBy: ['realtime'],
    requiredScaledOut: false,
  },
  {
    name: 'WORKERS',
    description: 'Gateway only: `inline` runs the job workers in the gateway process, `off` leaves them to worker processes',
    default: 'inline',
    neededBy: ['gateway'],
    requiredScaledOut: false,
  },
  {
    name: 'HOUSEKEEPING_SCHEMAS',
    description:
      'Worker only: service schemas whose published outbox and processed inbox rows are pruned; without it, every service’s schema (the gateway passes its own on one machine)',
    neededBy: ['worker'],
    requiredScaledOut: false,
  },
  {
    name: 'WORKER_QUEUES',
    description: 'Queues this process works (comma-separated), so a kind of work can be scaled on its own; without it, every queue',
    neededBy: ['worker', 'gateway'],
    requiredScaledOut: false,
  },
  {
    name: 'WORKER_CONCURRENCY',
    description: 'Jobs of a queue this process runs at once, as `queue=n` pairs (comma-separated); 1 for a queue not named',
    neededBy: ['worker', 'gateway'],
    requiredScaledOut: false,
  },
  {
    name: 'HOUSEKEEPING_RETENTION_DAYS',
    description: 'Days published outbox and processed inbox rows are kept',
    default: '7',
    neededBy: ['worker'],
    requiredScaledOut: false,
  },
  {
    name: 'OBJECT_STORAGE',
    description: 'Where uploaded files (logos, import workbooks) live: `local` (DATA_DIR/objects) or `s3`',
    default: 'local',
    neededBy: 'every-service',
    requiredScaledOut: false,
  },
  {
    name: 'S3_BUCKET',
    description: 'Object storage bucket, required with OBJECT_STORAGE=s3',
    neededBy: 'every-service',
    requiredScaledOut: false,
  },
  { name: 'S3_REGION', description: 'Object storage region', default: 'us-east-1', neededBy: 'every-service', requiredScaledOut: false },
  {
    name: 'S3_ENDPOINT',
    description: 'Endpoint of an S3-compatible server (MinIO, Ceph, R2…); AWS when absent',
    neededBy: 'every-service',
    requiredScaledOut: false,
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    description: '`true` for S3-compatible servers without virtual-host buckets',
    default: 'false',
    neededBy: 'every-service',
    requiredScaledOut: false,
  },
  {
    name: 'S3_ACCESS_KEY_ID',
    description: 'Object storage access key, with S3_SECRET_ACCESS_KEY; without both, the AWS default credential chain',
    neededBy: 'every-service',
    requiredScaledOut: false,
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    description: 'Object storage secret key, with S3_ACCESS_KEY_ID',
    neededBy: 'every-service',
    requiredScaledOut: false,
  },
  {
    name: 'CHROME_PATH',
    description: 'Chromium executable for rendering',
    default: '/usr/bin/chromium',
    neededBy: ['worker'],
    requiredScaledOut: false,
  },
  {
    name: 'STATIC_DIR',
    description: 'Gateway only: the built SPA',
    default: 'frontend/dist',
    neededBy: ['gateway'],
    requiredScaledOut: false,
  },
];

export function envVar(name: string): EnvVar {
  const found = ENV_VARS.find((v) => v.name === name);
  if (!found) throw new Error(`unknown environment variable ${name}`);
  return found;
}
