import { type Resolver, taxonomyPackageResolver, type XbrlMessage } from '@ea/xbrl';
import type { ProjectModule } from '../../db/schema.ts';
import { listPackages } from '../../db/taxonomy-packages-repository.ts';
import type { RunDeps } from '../../deps.ts';
import { wellKnownPackage } from './well-known-taxonomies.ts';

const UNRESOLVED_RULE = 'dts.unresolvedSchema';

/** A stored package as a run uses it: its bytes, and the URLs its catalog says it provides. */
interface LoadedPackage {
  label: string;
  zip: Uint8Array;
  mappedUrls: string[];
}

/**
 * What a run resolves a DTS through besides the submission itself: the taxonomy packages of the
 * project's channel and module, read from the storage, never the network or the disk. Every URL
 * nothing resolved is remembered, to name it (and what would provide it) once.
 */
export interface PackageResolution {
  resolver: Resolver;
  /** The engine's unresolved-document messages, one per URL, each saying which package would provide it. */
  explain(messages: readonly XbrlMessage[]): XbrlMessage[];
}

export async function channelPackages(
  deps: Pick<RunDeps, 'db' | 'storage'>,
  scope: { channelId: number | null; module: ProjectModule },
  submission: Resolver,
): Promise<PackageResolution> {
  const rows = scope.channelId === null ? [] : await listPackages(deps.db, { channelId: scope.channelId, module: scope.module });
  const packages: LoadedPackage[] = [];
  for (const row of rows) {
    const zip = await readStored(deps, row.storage_key);
    packages.push({ label: `"${row.name}" ${row.version} (${row.file_name})`, zip, mappedUrls: row.mapped_urls });
  }
  const fromPackages = await taxonomyPackageResolver(
    packages.map((p, index) => ({ zip: p.zip, name: String(index) })),
    { disk: false },
  );
  const unresolved: string[] = [];
  const resolver: Resolver = {
    async resolve(url) {
      const bytes = (await submission.resolve(url)) ?? (await fromPackages.resolve(url));
      if (!bytes && !unresolved.includes(url)) unresolved.push(url);
      return bytes;
    },
  };
  return {
    resolver,
    explain(messages) {
      const explained = new Set<string>();
      const out: XbrlMessage[] = [];
      for (const message of messages) {
        if (message.ruleId !== UNRESOLVED_RULE) {
          out.push(message);
          continue;
        }
        // The engine names the URL in its text; the longest match is the document itself, not a prefix of it.
        const url = unresolved.filter((u) => message.message.includes(u)).sort((a, b) => b.length - a.length)[0];
        if (url === undefined) {
          out.push(message);
          continue;
        }
        if (explained.has(url)) continue;
        explained.add(url);
        out.push({ ...message, message: unresolvedMessage(url, packages) });
      }
      return out;
    },
  };
}

function unresolvedMessage(url: string, packages: readonly LoadedPackage[]): string {
  const mapping = packages.find((p) => p.mappedUrls.some((from) => url === from || (from.endsWith('/') && url.startsWith(from))));
  const known = wellKnownPackage(url);
  const why = mapping
    ? `the taxonomy package ${mapping.label} maps it in its catalog but does not hold the file`
    : known
      ? `it is provided by ${known}: upload that package at the taxonomy screen`
      : 'no taxonomy package of this channel provides it: upload the package that does at the taxonomy screen';
  return `The document ${url} could not be resolved offline: ${why}. The rest of the filing was validated without it.`;
}

async function readStored(deps: Pick<RunDeps, 'storage'>, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
