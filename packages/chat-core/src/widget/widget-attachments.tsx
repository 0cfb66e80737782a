import { Paperclip, X } from 'lucide-react';
import { useRef, useState } from 'react';
import type { OutgoingAttachment } from '../messages.ts';
import { ATTACHMENT_ACCEPT, readAttachments } from '../read-attachments.ts';

// The visitor's files in the floating and embedded widget: an "Attach files" button, the
// files waiting to be sent (each removable), why a file was refused, and the upload's
// progress once the message with them is on its way. The checks are the hero chat's
// (read-attachments.ts): at most 3 per message, 2 MiB each, no HTML or SVG.

interface PickedEntry {
  key: number;
  file: OutgoingAttachment;
}
let nextKey = 0;

export function useWidgetFiles() {
  const [entries, setEntries] = useState<PickedEntry[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const live = useRef(entries);
  live.current = entries;
  return {
    entries,
    files: entries.map((entry) => entry.file),
    errors,
    async add(picked: readonly File[]) {
      if (picked.length === 0) return;
      const { accepted, errors: refused } = await readAttachments(picked, live.current.length);
      const added = accepted.map((file) => {
        nextKey += 1;
        return { key: nextKey, file };
      });
      setEntries((current) => [...current, ...added]);
      setErrors(refused);
    },
    remove(key: number) {
      setEntries((current) => current.filter((entry) => entry.key !== key));
    },
    /** The files to send with the message; the list empties. */
    take(): OutgoingAttachment[] {
      const taken = live.current.map((entry) => entry.file);
      setEntries([]);
      setErrors([]);
      return taken;
    },
  };
}
export type WidgetFiles = ReturnType<typeof useWidgetFiles>;

export function WidgetAttachButton({ files, disabled }: { files: WidgetFiles; disabled: boolean }) {
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
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          event.target.value = '';
          void files.add(picked);
        }}
      />
      <button
        type="button"
        className="lisa-w-attach"
        aria-label="Attach files"
        title="Attach files (images, PDF, text, CSV or DOCX; up to 3 of 2 MB each)"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Paperclip size={18} />
      </button>
    </>
  );
}

/** Above the message box: refusals, the files to send, and the upload in progress. */
export function WidgetPickedFiles({
  files,
  uploadProgress,
}: {
  files: WidgetFiles;
  uploadProgress: number | null;
}) {
  if (files.errors.length === 0 && files.files.length === 0 && uploadProgress === null) {
    return null;
  }
  return (
    <div className="lisa-w-files">
      {files.errors.length > 0 ? (
        <ul role="alert" className="lisa-w-file-errors">
          {files.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {files.files.length > 0 ? (
        <ul aria-label="Attached files" className="lisa-w-file-list">
          {files.entries.map(({ key, file }) => (
            <li key={key} className="lisa-w-file">
              <span className="lisa-w-file-name" title={file.name}>
                {file.name}
              </span>
              <button
                type="button"
                className="lisa-w-file-remove"
                aria-label={`Remove ${file.name}`}
                onClick={() => files.remove(key)}
              >
                <X size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {uploadProgress !== null ? (
        <div className="lisa-w-upload">
          <progress
            max={100}
            value={uploadProgress}
            aria-label="Uploading files"
            aria-valuetext={`${uploadProgress}%`}
          />
          <span aria-hidden="true">{uploadProgress}%</span>
        </div>
      ) : null}
    </div>
  );
}

/** The names of the files a visitor sent, under their message. */
export function SentFileNames({ files }: { files: readonly { name: string; id?: number }[] }) {
  return (
    <ul aria-label="Attachments" className="lisa-w-sent-files">
      {files.map((file) => (
        <li key={file.id ?? file.name}>📎 {file.name}</li>
      ))}
    </ul>
  );
}
