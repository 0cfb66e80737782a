import { useState } from 'react';

/** Copies a code block's text; says "Copied" for 2 s. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      },
      () => setCopied(false),
    );
  };
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={copied ? `Copied ${label}` : `Copy ${label}`}
      className="absolute top-2 right-2 rounded-md border border-white/20 bg-white/10 px-2.5 py-1 font-medium text-white text-xs hover:bg-white/20"
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
