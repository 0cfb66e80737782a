import { useState } from 'react';
import { cx } from '../class-names.ts';
import { colourOf, initialsOf } from './avatar-look.ts';

export type AvatarStatus = 'online' | 'away' | 'offline';

export interface AvatarProps {
  name: string;
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  status?: AvatarStatus;
  className?: string;
}

const sizes = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-14 w-14 text-lg' };
const dotSizes = { sm: 'h-2.5 w-2.5', md: 'h-3 w-3', lg: 'h-3.5 w-3.5' };
const statusDot: Record<AvatarStatus, string> = {
  online: 'bg-success',
  away: 'bg-warning',
  offline: 'bg-ink-muted',
};
const statusText: Record<AvatarStatus, string> = {
  online: 'Online',
  away: 'Away',
  offline: 'Offline',
};

/** A picture, or the name's initials on a colour of its own; an optional status dot. */
export function Avatar({ name, src, size = 'md', status, className }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const showImage = src && !broken;
  return (
    <span
      role="img"
      aria-label={status ? `${name} (${statusText[status]})` : name}
      className={cx('relative inline-flex shrink-0', className)}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          onError={() => setBroken(true)}
          className={cx('rounded-full object-cover', sizes[size])}
        />
      ) : (
        <span
          aria-hidden="true"
          className={cx(
            'inline-flex items-center justify-center rounded-full font-semibold',
            sizes[size],
            colourOf(name),
          )}
        >
          {initialsOf(name)}
        </span>
      )}
      {status ? (
        <span
          aria-hidden="true"
          data-status={status}
          className={cx(
            'absolute right-0 bottom-0 rounded-full ring-2 ring-surface-raised',
            dotSizes[size],
            statusDot[status],
          )}
        />
      ) : null}
    </span>
  );
}
