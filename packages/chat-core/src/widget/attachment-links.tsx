import { useState } from 'react';

// A teammate's files in the visitor's chat: one download link each. The API wants the
// visitor token as a header, so a click fetches the file and saves it under its name.

export const ATTACHMENT_DOWNLOAD_FAILED = 'The file could not be downloaded. Try again.';

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function AttachmentLinks({
  files,
  fetchFile,
  className,
}: {
  files: readonly { name: string; id?: number }[];
  fetchFile: (id: number) => Promise<Blob>;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const linked = files.filter(
    (file): file is { name: string; id: number } => file.id !== undefined,
  );
  if (linked.length === 0) return null;
  return (
    <ul
      aria-label="Attachments"
      className={className}
      style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}
    >
      {linked.map((file) => (
        <li key={file.id}>
          <a
            href={`#attachment-${file.id}`}
            download={file.name}
            aria-label={`Download ${file.name}`}
            style={{ color: 'inherit', textDecoration: 'underline', overflowWrap: 'anywhere' }}
            onClick={(event) => {
              event.preventDefault();
              setFailed(false);
              fetchFile(file.id).then(
                (blob) => saveBlob(blob, file.name),
                () => setFailed(true),
              );
            }}
          >
            📎 {file.name}
          </a>
        </li>
      ))}
      {failed ? <li role="alert">{ATTACHMENT_DOWNLOAD_FAILED}</li> : null}
    </ul>
  );
}
