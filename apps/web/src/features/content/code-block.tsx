import { Suspense } from 'react';
import { lazyLoadingNow } from '../../lib/deferred-part.tsx';

// The Copy button's code is its own chunk, fetched beside the page's (it sits in the
// block's corner, so it appears there without moving anything).
const CopyButton = lazyLoadingNow(() =>
  import('./copy-button.tsx').then((module) => module.CopyButton),
);

/** A monospace block for commands, snippets and payloads, with a Copy button. */
export function CodeBlock({ children, label }: { children: string; label: string }) {
  return (
    <div className="relative my-4">
      <section
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="overflow-x-auto rounded-xl bg-[#17142b] p-4 pr-20 text-[#ebe6ff]"
      >
        <pre className="font-mono text-sm leading-6">
          <code>{children}</code>
        </pre>
      </section>
      <Suspense fallback={null}>
        <CopyButton text={children} label={label} />
      </Suspense>
    </div>
  );
}
