// The list's cursor: the (last activity, id) of the last row of a page, opaque to clients.
import { ValidationError } from '../../platform/http/app-error.ts';

export interface ListPosition {
  lastActivityAt: Date;
  id: number;
}

export function encodeCursor(position: ListPosition): string {
  return Buffer.from(`${position.lastActivityAt.toISOString()}|${position.id}`).toString(
    'base64url',
  );
}

export function decodeCursor(cursor: string): ListPosition {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const lastActivityAt = new Date(at ?? '');
  const position = { lastActivityAt, id: Number(id) };
  if (Number.isNaN(lastActivityAt.getTime()) || !Number.isInteger(position.id)) {
    throw new ValidationError('The cursor is not valid', {
      cursor: ['Not a cursor from this list'],
    });
  }
  return position;
}
