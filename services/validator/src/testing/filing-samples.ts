import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';
import { sharedData } from '@ea/shared-data';
import { type ZipPart, zipArchive } from '@ea/workbook/testing';

/** The shared XBRL samples, read in place (never copied into the project). */
const SAMPLES = 'xbrl/samples/';

export function sampleFile(path: string): Buffer {
  return readFileSync(sharedData(SAMPLES + path));
}

/** A deflated zip part holding these bytes. */
export function zipPart(name: string, content: Buffer | string, unixMode?: number): ZipPart {
  const data = typeof content === 'string' ? Buffer.from(content) : content;
  return { name, compressed: deflateRawSync(data), size: data.length, crc: crc32(data), ...(unixMode === undefined ? {} : { unixMode }) };
}

/** A zip of every file of a sample folder, as a filer would send a submission kept as loose files. */
export function sampleFolderZip(folder: string): Buffer {
  const directory = fileURLToPath(sharedData(`${SAMPLES}${folder}/`));
  return zipArchive(readdirSync(directory).map((name) => zipPart(name, readFileSync(`${directory}/${name}`))));
}

export { zipArchive };
