import type { ReactNode } from 'react';

/** The frame every account screen shares: brand, heading, lead text, then the form. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950">
      <div className="w-full max-w-md">
        <p className="mb-6 text-center font-semibold text-indigo-600 text-xl">Lisa AI</p>
        <section className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h1 className="font-semibold text-2xl text-slate-900 dark:text-white">{title}</h1>
          {lead ? <p className="mt-2 text-slate-600 text-sm dark:text-slate-300">{lead}</p> : null}
          <div className="mt-6">{children}</div>
        </section>
        {footer ? (
          <div className="mt-6 text-center text-slate-600 text-sm dark:text-slate-300">
            {footer}
          </div>
        ) : null}
      </div>
    </main>
  );
}
