import type { DitaMap } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { currentMapTopics } from '../../db/dita-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { ditaDocument } from './dita-document.ts';
import { ditamapXml, topicHref } from './ditamap-xml.ts';

/** A document's current map: its topics in order, and the same as a `.ditamap` file. */
export async function readDitaMap(ctx: UseCaseContext<LibraryDeps>, input: { id: string }): Promise<DitaMap> {
  const document = await ditaDocument(ctx, input.id);
  const topics = (await currentMapTopics(ctx.deps.db, [document.id])).map((t) => ({
    id: t.topic_id,
    title: t.title,
    ditaKind: 'Topic' as const,
    href: topicHref(t.topic_id),
  }));
  return {
    documentId: document.id,
    title: document.title,
    ditaKind: 'Map',
    topics,
    xml: ditamapXml({ id: document.id, title: document.title, topics: topics.map((t) => ({ href: t.href, navtitle: t.title })) }),
  };
}
