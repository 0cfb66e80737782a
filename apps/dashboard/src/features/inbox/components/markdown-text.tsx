import { Fragment, type ReactNode } from 'react';
import { type MarkdownInline, parseMarkdown } from '../lib/markdown.ts';

// React elements only (no innerHTML): whatever the text holds is shown as text.

function inline(nodes: MarkdownInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${node.type}-${index}`;
    switch (node.type) {
      case 'text':
        return <Fragment key={key}>{node.text}</Fragment>;
      case 'break':
        return <br key={key} />;
      case 'code':
        return (
          <code key={key} className="rounded bg-surface-muted px-1 font-mono text-[0.9em]">
            {node.text}
          </code>
        );
      case 'strong':
        return <strong key={key}>{inline(node.children)}</strong>;
      case 'em':
        return <em key={key}>{inline(node.children)}</em>;
      case 'link':
        return (
          <a
            key={key}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            className="break-words underline underline-offset-2"
          >
            {inline(node.children)}
          </a>
        );
      default:
        return null;
    }
  });
}

/** Message text as safe Markdown. */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  const blocks = parseMarkdown(text);
  return (
    <div className={`space-y-2 break-words ${className ?? ''}`}>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === 'code') {
          return (
            <pre
              key={key}
              className="overflow-x-auto rounded bg-surface-muted p-2 font-mono text-xs"
            >
              {block.text}
            </pre>
          );
        }
        if (block.type === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={key} className={`pl-5 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{inline(item)}</li>
              ))}
            </List>
          );
        }
        return <p key={key}>{inline(block.children)}</p>;
      })}
    </div>
  );
}
