import type { ChannelConnection } from '@lisa/contracts/channels';
import { Button } from '@lisa/ui/button';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { channelsQueries } from '../api/channels-queries.ts';
import { useChannelsApi } from '../hooks/use-channels-api.ts';
import { runEmbeddedSignup } from '../lib/facebook-signup.ts';
import { QuickConnectCard, useQuickConnectStep } from './quick-connect-card.tsx';

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
  const { pending, failure, run } = useQuickConnectStep();
  const setup = config.data;
  if (connection.channel !== 'whatsapp' || !setup?.enabled || !setup.app_id || !setup.config_id) {
    return null;
  }
  const { app_id: appId, config_id: configId, graph_version: version } = setup;

  const start = () =>
    run(async () => {
      const result = await runEmbeddedSignup({ appId, configId, version });
      if (!result) return;
      await api.signup(result);
      toast.success('WhatsApp connected.');
      await queryClient.invalidateQueries({ queryKey: channelsQueries.all });
    }, 'WhatsApp could not be connected. Try again.');

  return (
    <QuickConnectCard
      id="channel-facebook"
      title={connection.connected ? 'Connect another number' : 'The quick way'}
      description="Sign in with Facebook, pick your business and WhatsApp number, and Lisa sets up the rest. Or enter the details by hand below."
      failure={failure}
    >
      <div className="mt-4">
        <Button onClick={start} loading={pending}>
          Continue with Facebook
        </Button>
      </div>
    </QuickConnectCard>
  );
}
