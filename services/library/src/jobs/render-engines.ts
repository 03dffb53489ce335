import { ErrorMessages, type ExportFormat } from '@ea/contracts';
import type { RenderOptions } from '@ea/contracts/library';
import type { RenderDocument } from '@ea/render';
import { planChunks } from '@ea/render/chunks';
import type { RenderEngines, RenderedFile, RenderOutcome } from '../domain/rendering/render-engines.ts';

const planChunksOf = (doc: RenderDocument) => planChunks(doc.topics);

/** The file name of an output: the title's letters and digits, for a download the user recognises. */
export function outputName(title: string, extension: string): string {
  const base =
    title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'document';
  return `${base}.${extension}`;
}

/**
 * The engines of `@ea/render` for the render jobs of one worker process: one warm browser for the
 * PDFs (launched on the first print, closed with the process). The engines load on first use, so
 * a process that never renders never loads Chromium's driver, pdf-lib or docx.
 */
export function renderEngines(env: Readonly<Record<string, string | undefined>>): RenderEngines {
  let loaded: Promise<{
    render: typeof import('@ea/render');
    proof: typeof import('@ea/render/proof');
    pool: import('@ea/render').BrowserPool;
  }> | null = null;
  const engines = () => {
    loaded ??= (async () => {
      const render = await import('@ea/render');
      const proof = await import('@ea/render/proof');
      const pool = new render.BrowserPool(env.CHROME_PATH ? { executablePath: env.CHROME_PATH } : {});
      return { render, proof, pool };
    })();
    return loaded;
  };

  const pdfFile = (doc: RenderDocument, bytes: Uint8Array, pages: RenderedFile['pages']): RenderedFile => ({
    bytes,
    name: outputName(doc.title, 'pdf'),
    contentType: 'application/pdf',
    pages,
  });

  return {
    async render(format: ExportFormat, doc: RenderDocument, options: RenderOptions): Promise<RenderOutcome> {
      const { render, proof, pool } = await engines();
      switch (format) {
        case 'pdf': {
          // One pass: Chromium draws the title and page numbers; the topics' pages are read back for the proof.
          const setup = render.pageSetupOf(options);
          const frame = render.pageFrame(setup, doc.title);
          const pdf = await render.renderPdf(pool, await render.printHtml(doc, doc.topics, setup), { frame });
          const info = await proof.pdfInfo(pdf);
          return { file: pdfFile(doc, pdf, { count: info.pages, topicPages: proof.topicPages(doc.topics, info) }), log: null };
        }
        case 'word':
          return {
            file: {
              bytes: await render.modelToDocx(doc),
              name: outputName(doc.title, 'docx'),
              contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            },
            log: null,
          };
        case 'html': {
          const edgar = await render.toEdgarHtml(doc);
          const main = edgar.files[0]!;
          if (edgar.violations.length > 0)
            return { file: null, message: ErrorMessages.documentErrors, log: render.edgarLog(main.name, edgar.violations) };
          // One .htm as it is; with images, the .htm and its images in one zip, as they are filed together.
          if (edgar.files.length === 1) return { file: { bytes: main.bytes, name: main.name, contentType: main.contentType }, log: null };
          const bytes = render.zipFiles(edgar.files);
          return { file: { bytes, name: main.name.replace(/\.htm$/, '.zip'), contentType: 'application/zip' }, log: null };
        }
        case 'ixbrl': {
          const output = await render.inlineXbrl(doc);
          const name = outputName(doc.title, 'htm');
          const errors = [
            ...output.errors,
            ...(doc.formType ? render.missingRequiredFacts(doc, doc.formType) : []),
            ...(await render.validateInlineXbrl(output.xhtml, render.ixbrlSchemaDirs(env) ?? render.BUNDLED_IXBRL_SCHEMA_DIR)),
          ];
          if (render.hasBlockingErrors(errors)) {
            // Untagged required facts have the spec's own message; anything else in the document its general one.
            const untagged = errors.some((e) => e.severity === 'error' && e.code === 'required-fact');
            return {
              file: null,
              message: untagged ? ErrorMessages.inlineTaggingMissing : ErrorMessages.documentErrors,
              log: render.ixErrorLog(name, errors),
            };
          }
          return {
            file: { bytes: Buffer.from(output.xhtml, 'utf8'), name, contentType: 'application/xhtml+xml' },
            log: errors.length > 0 ? render.ixErrorLog(name, errors) : null,
          };
        }
      }
    },
    pdfChunkCount(doc: RenderDocument): number {
      return planChunksOf(doc).length;
    },
    async pdfChunk(doc, options, index) {
      const { render, pool } = await engines();
      const chunk = planChunksOf(doc)[index];
      if (!chunk) throw new Error(`the document has no chunk ${index}`);
      return render.renderPdf(pool, await render.printHtml(doc, chunk.topics, render.pageSetupOf(options), chunk.footnoteStart));
    },
    async mergePdf(doc, options, chunks) {
      // Merged, then numbered across the whole; each chunk's topics are on its pages, after the chunks before it.
      const { render, proof } = await engines();
      const plan = planChunksOf(doc);
      const topicPages: Record<string, number> = {};
      const parts: { bytes: Uint8Array; pages: number }[] = [];
      let offset = 0;
      // Each chunk's pages read by its own pdfinfo processes at once, not one chunk after another.
      const infos = await Promise.all(chunks.map((chunk) => proof.pdfInfo(chunk)));
      for (const [index, chunk] of chunks.entries()) {
        const info = infos[index]!;
        Object.assign(topicPages, proof.topicPages(plan[index]?.topics ?? [], info, offset));
        parts.push({ bytes: chunk, pages: info.pages });
        offset += info.pages;
      }
      const merged = await render.mergePdfs(parts, render.pageSetupOf(options), doc.title);
      return pdfFile(doc, merged.bytes, { count: merged.pages, topicPages });
    },
    async close() {
      const current = loaded;
      loaded = null;
      await (await current?.catch(() => null))?.pool.close();
    },
  };
}
