/**
 * Ingests one file of a directory source into a database, as the poll would: the child process a
 * test kills mid-file. Usage: ingest-one-file.ts <database url> <directory> <file name>
 */
import { openDatabase } from '@ea/db';
import { edgarEyeDeps } from '../deps.ts';
import { ingestFile } from '../domain/ingest/ingest-file.ts';
import { directorySource } from '../domain/sources/directory-source.ts';

const [url, directory, name] = process.argv.slice(2);
if (!url || !directory || !name) throw new Error('usage: ingest-one-file.ts <database url> <directory> <file name>');
const database = await openDatabase({ url });
const source = directorySource(directory);
const file = await ingestFile(edgarEyeDeps({ db: database.db, outboxWritten: () => {}, env: {} }, source), source, name);
console.log(JSON.stringify(file));
await database.close();
