import { showcaseRoutes } from '@lisa/catalogue/brand';
import { Spinner } from '@lisa/ui/spinner';
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { MarketingLayout } from './features/layout/marketing-layout.tsx';
import type { PageMeta } from './features/seo/page-meta.ts';
import { HydrationSignal } from './lib/hydration-signal.tsx';
import { RootLayout, type RouteHandle } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

type PageModule = { default: ComponentType };

/** While a page's code loads: keeps the page's height so the footer does not jump. */
function PageLoading() {
  return (
    <div className="flex min-h-screen items-start justify-center pt-32 text-brand-600">
      <Spinner label="Loading page" size="lg" />
    </div>
  );
}

/**
 * A page whose code loads on first visit (React.lazy: the router's navigations run in
 * a transition, so the current page stays until the next one is ready), with its own
 * error fallback and route-level meta.
 */
function page(
  path: string | undefined,
  load: () => Promise<PageModule>,
  meta?: PageMeta,
  { signalledByPage = path === undefined }: { signalledByPage?: boolean } = {},
): RouteObject {
  // One import per page: the prerendered page's start-up preloads it (start-app.tsx) and
  // React.lazy then finds it loaded.
  let loading: Promise<PageModule> | null = null;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  const handle: RouteHandle = meta ? { meta, preload: loadOnce } : { preload: loadOnce };
  const Page = lazy(loadOnce);
  // The signal sits inside the page's boundary: on a prerendered page its effect runs
  // only once the page's own code has loaded and hydrated (e2e waits for it). A page with
  // a part loaded on its own gives the signal from that part (`signalledByPage`): the
  // landing page (landing-below-fold.tsx) and the pages using lib/deferred-part.tsx.
  const element = (
    <Suspense fallback={<PageLoading />}>
      <Page />
      {signalledByPage ? null : <HydrationSignal />}
    </Suspense>
  );
  const errorElement = <RouteError />;
  return path === undefined
    ? { index: true, element, errorElement, handle }
    : { path, element, errorElement, handle };
}

/** The docs pages: their search box is a part loaded on its own, which gives the signal. */
const docsPage = { signalledByPage: true };

/** Paths served by the dashboard app (SPEC §2 auth, standalone and protected screens). */
export const dashboardPaths = [
  'signin',
  'login',
  'register',
  'verify-account',
  'resend-otp',
  'forgot-password',
  'reset-password',
  'dashboard/*',
  'agent-setup',
  'agent-studio',
  'messages',
  'agent-type',
  'onboarding-data',
  'onboarding-apps',
  'onboarding/*',
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <MarketingLayout />,
        errorElement: <RouteError />,
        children: [
          // Every page, the landing page too, loads on demand: the landing's sections,
          // catalogue data and brand marks stay off every other page's first load. Its
          // HTML is prerendered, and start-app.tsx fetches its chunk before hydrating.
          page(undefined, () => import('./features/landing/landing-page.tsx')),
          page('pricing', () => import('./features/pricing/pricing-page.tsx'), {
            title: 'Pricing',
            description:
              'Estimate setup, support and credit costs for Lisa, then get a tailored quote from our sales team.',
          }),
          page('integrations', () => import('./features/integrations/integrations-page.tsx'), {
            title: 'Integrations',
            description:
              'Connect Lisa to WhatsApp, Messenger, Instagram, Slack, Asana, Google Meet, Zoho CRM, Odoo and more.',
          }),
          page(
            'integrations/access/:appId',
            () => import('./features/integrations/integration-access-page.tsx'),
            {
              title: 'Connect an app',
              description:
                'Set up a Lisa integration: what it does, how to connect it and answers to common questions.',
            },
          ),
          page(
            'enterprise-quote',
            () => import('./features/quote/enterprise-quote-page.tsx'),
            {
              title: 'Enterprise quote',
              description:
                'Tell us about your customers, channels and workflows and get a Lisa quote within 2 business days.',
            },
            { signalledByPage: true },
          ),
          {
            path: 'detailed-pricing',
            element: <Navigate to="/pricing" replace />,
            errorElement: <RouteError />,
          },
          page('use-case/:useCaseId', () => import('./routes/use-case-redirect.tsx'), {
            title: 'Solutions',
          }),
          page(
            'documentation',
            () => import('./routes/documentation-page.tsx'),
            undefined,
            docsPage,
          ),
          page(
            'documentation/odoo',
            () => import('./routes/documentation-odoo-page.tsx'),
            undefined,
            docsPage,
          ),
          page(
            'documentation/getting-started',
            () => import('./routes/documentation-getting-started-page.tsx'),
            undefined,
            docsPage,
          ),
          page(
            'documentation/knowledge-base',
            () => import('./routes/documentation-knowledge-base-page.tsx'),
            undefined,
            docsPage,
          ),
          page(
            'documentation/handoff',
            () => import('./routes/documentation-handoff-page.tsx'),
            undefined,
            docsPage,
          ),
          page(
            'documentation/integrations',
            () => import('./routes/documentation-integrations-page.tsx'),
            undefined,
            docsPage,
          ),
          page(
            'documentation/chat-api',
            () => import('./routes/documentation-chat-api-page.tsx'),
            undefined,
            docsPage,
          ),
          page('how-to', () => import('./routes/how-to-page.tsx'), undefined, docsPage),
          page('terms', () => import('./routes/terms-page.tsx')),
          page('privacy', () => import('./routes/privacy-page.tsx')),
          page('cookies', () => import('./routes/cookies-page.tsx')),
          page('release-1.2.25', () => import('./routes/release-notes-page.tsx')),
          page(showcaseRoutes.event.slice(1), () => import('./routes/showcase-page.tsx')),
          page(
            showcaseRoutes.attend.slice(1),
            () => import('./routes/showcase-attend-page.tsx'),
            undefined,
            { signalledByPage: true },
          ),
          page(
            showcaseRoutes.confirmInvite.slice(1),
            () => import('./routes/showcase-confirm-page.tsx'),
          ),
          page('features', () => import('./routes/features-page.tsx')),
          page('company', () => import('./routes/company-page.tsx')),
          page('help', () => import('./routes/help-page.tsx')),
          page('about', () => import('./routes/about-page.tsx')),
          page('careers', () => import('./routes/careers-page.tsx')),
          page('blog', () => import('./routes/blog-page.tsx')),
          page('blog/:slug', () => import('./routes/blog-post-page.tsx')),
          page('contact', () => import('./routes/contact-page.tsx'), undefined, {
            signalledByPage: true,
          }),
          page('api', () => import('./routes/api-reference-page.tsx')),
          page('status', () => import('./routes/status-page.tsx')),
          page('*', () => import('./routes/not-found-page.tsx')),
        ],
      },
      // The solutions page has its own bar and footer (SPEC §2).
      // One route for /solutions and /solutions/:industryId, so rewriting /solutions to its
      // industry's address keeps the page mounted.
      page(
        'solutions/:industryId?',
        () => import('./features/solutions/solutions-page.tsx'),
        undefined,
        { signalledByPage: true },
      ),
      // Only the shell ever shows these: the redirect's code loads with the route.
      ...dashboardPaths.map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('./routes/dashboard-redirect.tsx')).DashboardRedirect,
        }),
        errorElement: <RouteError />,
      })),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
