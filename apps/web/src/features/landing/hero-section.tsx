import { brand, marketingClaims } from '@lisa/catalogue/brand';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { scrollToSection } from '../../lib/scroll.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';

// The demo chat is the heaviest part of the hero; it loads after the page is usable.
const HeroChat = lazy(() => import('../chat/hero-chat.tsx'));

const stats = [
  marketingClaims.uptime,
  marketingClaims.apiCalls,
  marketingClaims.languages,
  marketingClaims.tools,
];

/**
 * True once the browser is idle after the first render (or after 2 s at the latest):
 * the demo chat's code is parsed then, not while the page is becoming interactive.
 */
function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}

function ChatSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the demo chat"
      className="h-[30rem] w-full animate-pulse rounded-3xl border border-line bg-surface-muted"
    />
  );
}

export function HeroSection() {
  // Beside the text on wide screens, under it on phones: there it loads as the visitor
  // scrolls towards it rather than competing with the first paint.
  const chatSlot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(chatSlot);
  const idle = useIdle();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-surface"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 font-semibold text-brand-700 text-sm">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent-500" />
            {marketingClaims.badge}
          </p>
          <h1
            id="hero-title"
            className="mt-6 font-extrabold text-4xl text-ink tracking-tight sm:text-6xl"
          >
            {marketingClaims.headline}
            <span className="block bg-gradient-to-r from-brand-600 to-accent-600 bg-clip-text text-transparent">
              with an AI agent that never sleeps
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-ink-muted text-lg leading-8">
            {brand.name} answers your customers on WhatsApp, your website, Messenger and Instagram
            in {marketingClaims.languages}, books appointments, qualifies leads and keeps your CRM
            up to date — then hands the conversation to your team, with its full history, whenever a
            person is needed.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/enterprise-quote"
              className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-card transition-colors hover:bg-brand-700"
            >
              Start Your Setup
            </Link>
            <Link
              to="/enterprise-quote"
              className="rounded-full border border-brand-300 bg-white px-6 py-3 font-semibold text-brand-700 transition-colors hover:bg-brand-50"
            >
              Contact Sales
            </Link>
            <button
              type="button"
              onClick={() => scrollToSection('how-it-works')}
              className="rounded-full px-6 py-3 font-semibold text-ink underline-offset-4 hover:underline"
            >
              How it works
            </button>
          </div>
          <p className="mt-6 text-ink-muted text-sm">
            {marketingClaims.trial} · {marketingClaims.implementation}
          </p>
          <p className="mt-10 font-medium text-ink text-sm">{marketingClaims.reach}</p>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {stats.map((stat) => (
              <li
                key={stat}
                className="rounded-2xl border border-line bg-white/70 px-3 py-3 text-center text-ink text-sm"
              >
                {stat}
              </li>
            ))}
          </ul>
        </div>
        <div ref={chatSlot} className="min-h-[30rem]">
          {idle && near ? (
            <Suspense fallback={<ChatSkeleton />}>
              <HeroChat />
            </Suspense>
          ) : (
            <ChatSkeleton />
          )}
        </div>
      </div>
    </section>
  );
}
