import { Button } from '@lisa/ui/button';
import { Paperclip, X } from 'lucide-react';
import { useRef } from 'react';
import {
  ATTACHMENT_ACCEPT,
  type ComposerAttachments,
  type ComposerFile,
} from '../hooks/use-composer-attachments.ts';

export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The "Attach files" button and its hidden file input. */
export function AttachButton({ attachments }: { attachments: ComposerAttachments }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ATTACHMENT_ACCEPT}
        aria-label="Attach files"
        data-testid="composer-file-input"
        onChange={(event) => {
          attachments.add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <Button
        size="sm"
        variant="ghost"
        leadingIcon={<Paperclip />}
        onClick={() => input.current?.click()}
        aria-label="Attach files"
        title="Attach files (images, PDF, text, CSV or DOCX; up to 3 of 2 MB each)"
      >
        Attach
      </Button>
    </>
  );
}

function stateText(file: ComposerFile): string {
  if (file.state === 'reading') return `Reading ${file.progress}%`;
  if (file.state === 'uploading') return `Uploading ${file.progress}%`;
  if (file.state === 'failed') return 'Not attached';
  return 'Ready';
}

/** The files about to be sent (progress, remove) and why some were refused. */
export function ComposerFiles({ attachments }: { attachments: ComposerAttachments }) {
  const failures = attachments.files.flatMap((file) => (file.error ? [file.error] : []));
  const problems = [...attachments.errors, ...failures];
  return (
    <>
      {problems.length > 0 ? (
        <div
          role="alert"
          className="mb-2 rounded-lg border border-danger-ink/30 bg-danger-surface px-3 py-2 text-danger-ink text-sm"
        >
          <ul className="space-y-0.5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {attachments.files.length > 0 ? (
        <ul aria-label="Files to send" className="mb-2 flex flex-wrap gap-2">
          {attachments.files.map((file) => (
            <li
              key={file.key}
              className="flex items-center gap-2 rounded-lg border border-line bg-surface-raised px-2 py-1 text-sm"
            >
              <Paperclip aria-hidden="true" className="h-3.5 w-3.5 text-ink-muted" />
              <span className="max-w-[12rem] truncate text-ink">{file.name}</span>
              <span className="text-ink-muted text-xs">{fileSize(file.size)}</span>
              {file.state === 'reading' || file.state === 'uploading' ? (
                <progress
                  className="h-1.5 w-16"
                  max={100}
                  aria-label={`${file.name}: ${file.state === 'reading' ? 'reading' : 'uploading'}`}
                  value={file.progress}
                />
              ) : null}
              <span className="text-ink-muted text-xs" aria-live="polite">
                {stateText(file)}
              </span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                className="rounded p-0.5 text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-ink"
                onClick={() => attachments.remove(file.key)}
              >
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
