/**
 * A customer's logo lockup for "Trusted by" strips: a monogram badge in a colour derived
 * from the name, beside the name set as a wordmark. We hold no customer logos, so this
 * reads as a designed logo wall rather than a line of plain text (issue 22).
 */
const tones = [
  'from-brand-600 to-accent-500',
  'from-emerald-600 to-teal-500',
  'from-amber-600 to-orange-500',
  'from-rose-600 to-pink-500',
  'from-sky-600 to-indigo-500',
  'from-violet-600 to-fuchsia-500',
];

function toneOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tones[hash % tones.length] ?? tones[0] ?? '';
}

function monogram(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  return (words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : name.slice(0, 2)).toUpperCase();
}

export function CompanyMark({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center gap-2.5 rounded-2xl border border-line bg-surface-raised px-4 py-2.5 shadow-sm">
      <span
        aria-hidden="true"
        className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-linear-to-br font-extrabold text-white text-xs tracking-tight ${toneOf(name)}`}
      >
        {monogram(name)}
      </span>
      <span className="font-bold text-base text-ink tracking-tight">{name}</span>
    </span>
  );
}
