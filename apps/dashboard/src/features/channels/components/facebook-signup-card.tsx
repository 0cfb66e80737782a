import type { ChannelConnection } from '@lisa/contracts/channels';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { channelsQueries } from '../api/channels-queries.ts';
import { useChannelsApi } from '../hooks/use-channels-api.ts';
import { runEmbeddedSignup } from '../lib/facebook-signup.ts';

/**
 * WhatsApp only, when the operator configured a Meta app: "Continue with Facebook" runs
 * Meta's embedded signup (the number is chosen or created in Meta's popup) and the API
 * exchanges the code for a token. Nothing is shown otherwise: the manual form stays.
 */
export function FacebookSignupCard({ connection }: { connection: ChannelConnection }) {
  const api = useChannelsApi();
  const queryClient = useQueryClient();
  const config = useQuery({
    ...channelsQueries.signup(api, 'whatsapp'),
    enabled: connection.channel === 'whatsapp',
  });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const setup = config.data;
  if (connection.channel !== 'whatsapp' || !setup?.enabled || !setup.app_id || !setup.config_id) {
    return null;
  }
  const { app_id: appId, config_id: configId, graph_version: version } = setup;

  async function start() {
    setPending(true);
    setFailure(null);
    try {
      const result = await runEmbeddedSignup({ appId, configId, version });
      if (!result) return;
      await api.signup(result);
      toast.success('WhatsApp connected.');
      await queryClient.invalidateQueries({ queryKey: channelsQueries.all });
    } catch (error) {
      setFailure(toApiFailure(error, 'WhatsApp could not be connected. Try again.').message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="channel-facebook-title">
      <h2 id="channel-facebook-title" className="font-semibold text-lg">
        {connection.connected ? 'Connect another number' : 'The quick way'}
      </h2>
      <p className="mt-1 max-w-2xl text-ink-muted text-sm">
        Sign in with Facebook, pick your business and WhatsApp number, and Lisa sets up the rest. Or
        enter the details by hand below.
      </p>
      <div className="mt-4">
        <Button onClick={start} loading={pending}>
          Continue with Facebook
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="mt-3 text-danger-ink text-sm">
          {failure}
        </p>
      ) : null}
    </Card>
  );
}
