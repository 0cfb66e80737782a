import { Toaster } from '@lisa/ui/toast';
import { ConnectionBannerHost } from '../connection/connection-banner-host.tsx';

/**
 * What the root layout mounts only in the browser, after hydration, from its own chunk
 * (~2 KB gz off every page's first load): the connection banner (needs `window` and shows
 * nothing while online, so nothing of it belongs in the built HTML) and the toasts region.
 */
export default function AfterHydrationExtras() {
  return (
    <>
      <ConnectionBannerHost />
      <Toaster />
    </>
  );
}
