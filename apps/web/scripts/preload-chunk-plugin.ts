import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The chunk built from `moduleSuffix` and every chunk it imports statically, in load order. */
function chunkWithImports(bundle: OutputBundle, moduleSuffix: string): OutputChunk[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
  if (!start) throw new Error(`No chunk was built from ${moduleSuffix}`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const ordered: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
    ordered.push(chunk);
  };
  visit(start);
  return ordered;
}

/**
 * The entry (src/main.tsx) imports the app with a dynamic import so that a prerendered
 * page paints before the app's code runs. Vite would only preload that chunk once the
 * import() call runs; these <link rel="modulepreload"> tags make the browser fetch and
 * compile it (and its imports) while it parses the HTML, without running it. (The
 * prerendered page drops them again: scripts/prerender-plugin.ts says why.)
 */
export function preloadChunk(moduleSuffix: string): Plugin {
  return {
    name: 'lisa-preload-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const base = ctx.server?.config.base ?? '/';
        const tags: HtmlTagDescriptor[] = chunkWithImports(ctx.bundle, moduleSuffix)
          .filter((chunk) => !html.includes(`${base}${chunk.fileName}"`))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}
