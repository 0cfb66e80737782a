import type { ReactNode } from 'react';

export type StatusTone = 'ok' | 'down' | 'pending';

const toneClass: Record<StatusTone, string> = {
  ok: 'bg-success',
  down: 'bg-danger',
  pending: 'bg-warning',
};

export function StatusRow({
  name,
  tone,
  status,
  detail,
}: {
  name: string;
  tone: StatusTone;
  status: string;
  detail?: ReactNode;
}) {
  return (
    <li className="flex items-center justify-between gap-4 px-5 py-4">
      <div>
        <h2 className="font-medium">{name}</h2>
        {detail ? <p className="text-ink-muted text-xs">{detail}</p> : null}
      </div>
      <p className="flex items-center gap-2 font-medium text-sm">
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${toneClass[tone]}`} />
        {status}
      </p>
    </li>
  );
}
