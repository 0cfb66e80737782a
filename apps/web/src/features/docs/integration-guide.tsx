import { findIntegration } from '@lisa/catalogue/integrations';
import { Link } from 'react-router';
import { useHashScrollAfterLateContent } from '../../lib/use-late-hash-scroll.ts';

/** One app's section of /documentation/integrations: what it does and how to connect it. */
export function IntegrationGuide({ appId }: { appId: string }) {
  useHashScrollAfterLateContent();
  const app = findIntegration(appId);
  if (!app) return null;
  return (
    <>
      <p>{app.description}</p>
      <ol>
        {(app.howToConnect ?? app.instructions).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {app.docsPath.startsWith('/documentation/') ? (
        <p>
          <Link to={app.docsPath}>Full {app.name} guide</Link>
        </p>
      ) : null}
    </>
  );
}
