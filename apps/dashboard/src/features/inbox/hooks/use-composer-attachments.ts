import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_TEXTS,
  type AttachmentUpload,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from '@lisa/contracts/attachments';
import { useCallback, useRef, useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { useInboxApi } from './use-inbox-api.ts';

/** A file in the composer: read, then uploaded to the conversation, then sent by id. */
export interface ComposerFile {
  key: string;
  name: string;
  size: number;
  state: 'reading' | 'uploading' | 'ready' | 'failed';
  /** 0–100 while reading the file, then 0–100 again while it uploads (bytes sent). */
  progress: number;
  id?: number;
  error?: string;
}

export const ATTACHMENT_ACCEPT = ATTACHMENT_CONTENT_TYPES.join(',');

/** Why a picked file cannot be attached (null: it can), before anything is read. */
export function refusalOf(file: { name: string; type: string; size: number }): string | null {
  if (!(ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name}: ${ATTACHMENT_TEXTS.badType}`;
  }
  if (file.size > MAX_ATTACHMENT_BYTES) return `${file.name}: ${ATTACHMENT_TEXTS.tooLarge}`;
  return null;
}

function readBase64(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

let counter = 0;

/**
 * The composer's files: each one checked (type, size, at most 3), read and uploaded as soon
 * as it is picked, dropped or pasted, so sending only names the ids. Removing a file drops
 * it from the message (an unsent upload is never shown to the visitor).
 */
export function useComposerAttachments(conversationId: number) {
  const api = useInboxApi();
  const [files, setFiles] = useState<ComposerFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const live = useRef(files);
  live.current = files;

  const patch = useCallback((key: string, change: Partial<ComposerFile>) => {
    setFiles((list) => list.map((file) => (file.key === key ? { ...file, ...change } : file)));
  }, []);

  const add = useCallback(
    (picked: readonly File[]) => {
      const refused: string[] = [];
      let room = MAX_ATTACHMENTS - live.current.length;
      for (const file of picked) {
        const refusal = refusalOf(file);
        if (refusal) {
          refused.push(refusal);
          continue;
        }
        if (room <= 0) {
          refused.push(`${file.name}: ${ATTACHMENT_TEXTS.tooMany.toLowerCase()}`);
          continue;
        }
        room -= 1;
        counter += 1;
        const key = `file-${counter}`;
        setFiles((list) => [
          ...list,
          { key, name: file.name, size: file.size, state: 'reading', progress: 0 },
        ]);
        void (async () => {
          try {
            const data = await readBase64(file, (progress) => patch(key, { progress }));
            patch(key, { state: 'uploading', progress: 0 });
            const uploaded = await api.uploadAttachment(
              {
                conversation_id: conversationId,
                name: file.name,
                content_type: file.type as AttachmentUpload['content_type'],
                data_base64: data,
              },
              (progress) => patch(key, { progress }),
            );
            patch(key, { state: 'ready', id: uploaded.id });
          } catch (error) {
            const failure = toApiFailure(error, ATTACHMENT_TEXTS.uploadFailed);
            patch(key, { state: 'failed', error: `${file.name}: ${failure.message}` });
          }
        })();
      }
      setErrors(refused);
    },
    [api, conversationId, patch],
  );

  return {
    files,
    errors,
    add,
    remove: (key: string) => setFiles((list) => list.filter((file) => file.key !== key)),
    clear: () => {
      setFiles([]);
      setErrors([]);
    },
    busy: files.some((file) => file.state === 'reading' || file.state === 'uploading'),
    readyIds: files.flatMap((file) => (file.state === 'ready' && file.id ? [file.id] : [])),
  };
}
export type ComposerAttachments = ReturnType<typeof useComposerAttachments>;
