import {
  CHANNEL_LABELS,
  type ChannelConnection,
  type ManagedPageView,
} from '@lisa/contracts/channels';
import { Button } from '@lisa/ui/button';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { channelsQueries } from '../api/channels-queries.ts';
import { useChannelsApi } from '../hooks/use-channels-api.ts';
import { runPageLogin } from '../lib/facebook-signup.ts';
import { QuickConnectCard, useQuickConnectStep } from './quick-connect-card.tsx';

/**
 * Messenger and Instagram, when the operator configured a Meta app: "Continue with
 * Facebook" signs in, lists the pages that person manages (Instagram: those with a linked
 * account), and connects the one picked. Nothing is shown otherwise: the manual form stays.
 */
export function PageSignupCard({
  connection,
  channel,
}: {
  connection: ChannelConnection;
  channel: 'messenger' | 'instagram';
}) {
  const api = useChannelsApi();
  const queryClient = useQueryClient();
  const config = useQuery(channelsQueries.signup(api, channel));
  const { pending, failure, run } = useQuickConnectStep();
  const [login, setLogin] = useState<{ token: string; pages: ManagedPageView[] } | null>(null);
  const [picked, setPicked] = useState('');
  const label = CHANNEL_LABELS[channel];
  const setup = config.data;
  if (!setup?.enabled || !setup.app_id) return null;
  const { app_id: appId, graph_version: version } = setup;

  const signIn = () =>
    run(async () => {
      const token = await runPageLogin({ appId, version, channel });
      if (!token) return;
      const pages = await api.managedPages(channel, token);
      setLogin({ token, pages });
      setPicked(pages[0]?.id ?? '');
    }, 'Facebook could not list your pages. Try again.');

  const connect = () =>
    run(async () => {
      if (!login || !picked) return;
      await api.pageSignup(channel, { access_token: login.token, page_id: picked });
      toast.success(`${label} connected.`);
      setLogin(null);
      await queryClient.invalidateQueries({ queryKey: channelsQueries.all });
    }, `${label} could not be connected. Try again.`);

  return (
    <QuickConnectCard
      id="channel-page-signup"
      title={connection.connected ? 'Connect another page' : 'The quick way'}
      description={
        channel === 'instagram'
          ? 'Sign in with Facebook and pick the page your Instagram business account is linked to. Or enter the details by hand below.'
          : 'Sign in with Facebook and pick your page: Lisa subscribes to its messages for you. Or enter the details by hand below.'
      }
      failure={failure}
    >
      {login ? (
        login.pages.length === 0 ? (
          <p role="status" className="mt-4 text-sm">
            {channel === 'instagram'
              ? 'None of your pages has an Instagram business account linked.'
              : 'This Facebook account manages no page.'}
          </p>
        ) : (
          <fieldset className="mt-4 flex flex-col gap-2">
            <legend className="font-medium text-sm">Page to connect</legend>
            {login.pages.map((page) => (
              <label key={page.id} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="page"
                  value={page.id}
                  checked={picked === page.id}
                  onChange={() => setPicked(page.id)}
                />
                {page.name}
                {page.instagram_username ? (
                  <span className="text-ink-muted">@{page.instagram_username}</span>
                ) : null}
              </label>
            ))}
            <div className="mt-2">
              <Button onClick={connect} loading={pending} disabled={!picked}>
                Connect this page
              </Button>
            </div>
          </fieldset>
        )
      ) : (
        <div className="mt-4">
          <Button onClick={signIn} loading={pending}>
            Continue with Facebook
          </Button>
        </div>
      )}
    </QuickConnectCard>
  );
}
