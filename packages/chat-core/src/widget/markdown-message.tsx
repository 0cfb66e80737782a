import Markdown, { type Components } from 'react-markdown';
import { rehypeKeepPlaceholders } from './html-tags.ts';

// Bot replies are Markdown from a model and a knowledge base: treat them as untrusted.
// Raw HTML tags are dropped (a placeholder like <token> is kept as text), react-markdown's default URL filter removes
// javascript: and similar schemes, links open in a new tab without an opener, and
// images are never fetched automatically — they become a link the visitor may follow.
const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  img: ({ src, alt }) => {
    const label = alt?.trim() ? alt : 'image';
    return typeof src === 'string' && src ? (
      <a href={src} target="_blank" rel="noopener noreferrer">
        [{label}]
      </a>
    ) : (
      <span>[{label}]</span>
    );
  },
};

export function MarkdownMessage({ text }: { text: string }) {
  return (
    <div className="lisa-md">
      <Markdown rehypePlugins={[rehypeKeepPlaceholders]} components={components}>
        {text}
      </Markdown>
    </div>
  );
}
