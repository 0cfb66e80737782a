import { Button } from '@lisa/ui/button';
import { cx } from '@lisa/ui/class-names';
import { Upload } from 'lucide-react';
import { type DragEvent, useCallback, useRef, useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import type { DatacenterApi } from '../api/datacenter-api.ts';
import { useKnowledgeRealtime } from '../hooks/use-knowledge-realtime.ts';
import { ACCEPTED_FILES, fileToBase64, MAX_UPLOAD_BYTES } from '../lib/source-format.ts';

type Step = 'reading' | 'uploading' | 'queued' | 'processing' | 'ready' | 'failed';

interface FileUpload {
  key: string;
  name: string;
  step: Step;
  sourceId?: number;
  message?: string;
}

/** How far along each step is, for the progress bar. */
const PROGRESS: Record<Step, number> = {
  reading: 10,
  uploading: 40,
  queued: 60,
  processing: 80,
  ready: 100,
  failed: 100,
};
const STEP_TEXT: Record<Step, string> = {
  reading: 'Reading the file',
  uploading: 'Uploading',
  queued: 'Waiting its turn',
  processing: 'Learning it',
  ready: 'Ready',
  failed: 'Failed',
};

/**
 * Files in: several at once, by drag and drop or the file picker, 10 MB each. Each file
 * gets a progress bar through its steps; a large one finishes in the background and its
 * steps arrive over /ws.
 */
export function UploadZone({ api, onAdded }: { api: DatacenterApi; onAdded: () => void }) {
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const update = useCallback((key: string, change: Partial<FileUpload>) => {
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }, []);

  useKnowledgeRealtime(
    useCallback((source: { id: number; status: string; error: string | null }) => {
      setUploads((all) =>
        all.map((u) =>
          u.sourceId === source.id
            ? {
                ...u,
                step: source.status as Step,
                ...(source.error ? { message: source.error } : {}),
              }
            : u,
        ),
      );
    }, []),
  );

  async function send(file: File) {
    const key = `${file.name}-${file.size}-${Math.random()}`;
    setUploads((all) => [...all, { key, name: file.name, step: 'reading' }]);
    if (file.size > MAX_UPLOAD_BYTES) {
      update(key, { step: 'failed', message: 'The file is larger than 10 MB.' });
      return;
    }
    try {
      const data = await fileToBase64(file);
      update(key, { step: 'uploading' });
      const source = await api.add({
        type: 'file',
        file_name: file.name,
        ...(file.type ? { content_type: file.type } : {}),
        data_base64: data,
      });
      update(key, {
        step: source.status,
        sourceId: source.id,
        ...(source.error ? { message: source.error } : {}),
      });
      onAdded();
    } catch (error) {
      update(key, {
        step: 'failed',
        message: toApiFailure(error, 'The file could not be added. Please try again.').message,
      });
    }
  }

  const accept = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) void send(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files);
  };

  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the button inside is the keyboard path */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="upload-zone"
        className={cx(
          'flex flex-col items-center gap-2 rounded-card border-2 border-dashed p-6 text-center',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-line',
        )}
      >
        <Upload aria-hidden="true" className="h-6 w-6 text-ink-muted" />
        <p className="text-sm">
          Drop files here: FAQ (CSV or JSON), PDF, Word, Markdown, text or HTML, up to 10 MB each.
        </p>
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          aria-label="Files to add"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            accept(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {uploads.length > 0 ? (
        <ul aria-label="Uploads" className="mt-3 flex flex-col gap-2">
          {uploads.map((u) => (
            <li key={u.key} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="truncate font-medium">{u.name}</span>
                <span className={u.step === 'failed' ? 'text-danger-ink' : 'text-ink-muted'}>
                  {STEP_TEXT[u.step]}
                </span>
              </div>
              <progress
                className="mt-1 h-1.5 w-full"
                max={100}
                value={PROGRESS[u.step]}
                aria-label={`${u.name}: ${STEP_TEXT[u.step]}`}
              />
              {u.message ? <p className="text-danger-ink text-xs">{u.message}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
