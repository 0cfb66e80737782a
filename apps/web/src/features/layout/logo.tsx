import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';

/** The mark and name; links home. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to="/" className={`flex items-center gap-2 font-bold text-ink text-xl ${className}`}>
      <LogoMark />
      <span>{brand.name}</span>
    </Link>
  );
}

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 64 64">
      <defs>
        <linearGradient id="lisa-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c4dfa" />
          <stop offset="1" stopColor="#14b8a6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#lisa-logo-gradient)" />
      <path
        d="M22 16v32h22"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
