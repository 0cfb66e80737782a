import { ATTACHMENT_TEXTS } from '@lisa/contracts/attachments';
import type { InboxMessage } from '@lisa/contracts/inbox';
import { useQuery } from '@tanstack/react-query';
import { Paperclip } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useInboxApi } from '../hooks/use-inbox-api.ts';
import { fileSize } from './composer-attachments.tsx';

type Attachment = InboxMessage['attachments'][number];

const THUMBNAIL_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Saves a Blob under its file name (the API answers with a bearer token, not a cookie). */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function Thumbnail({ file }: { file: Attachment }) {
  const api = useInboxApi();
  const image = useQuery({
    queryKey: ['inbox', 'attachment', file.id],
    queryFn: ({ signal }) => api.attachment(file.id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(image.data);
  if (!url) return null;
  return (
    <img
      src={url}
      alt={file.name}
      className="mt-1 max-h-40 max-w-full rounded-md border border-line object-contain"
    />
  );
}

/**
 * A message's files: a download link each (the file is fetched with the session, then saved
 * under its name), and a thumbnail for images.
 */
export function MessageAttachments({ files }: { files: Attachment[] }) {
  const api = useInboxApi();
  const [failed, setFailed] = useState<number | null>(null);
  async function download(file: Attachment) {
    setFailed(null);
    try {
      saveBlob(await api.attachment(file.id), file.name);
    } catch {
      setFailed(file.id);
    }
  }
  return (
    <ul aria-label="Attachments" className="mt-2 space-y-1 text-xs">
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={`/api/attachments/${file.id}`}
            download={file.name}
            aria-label={`Download ${file.name}`}
            onClick={(event) => {
              event.preventDefault();
              void download(file);
            }}
            className="inline-flex items-center gap-1 text-brand-ink underline-offset-2 hover:underline"
          >
            <Paperclip aria-hidden="true" className="h-3 w-3" />
            {file.name} ({fileSize(file.size)})
          </a>
          {THUMBNAIL_TYPES.has(file.content_type) ? <Thumbnail file={file} /> : null}
          {failed === file.id ? (
            <p role="alert" className="text-danger-ink">
              {ATTACHMENT_TEXTS.downloadFailed}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
