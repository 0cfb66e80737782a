import { UnavailableScreen } from './unavailable-screen.tsx';

/** Its own chunk, so the route exercises the retried lazy load of SPEC §9. */
export default function AgentStudioScreen() {
  return (
    <main className="min-h-screen px-4">
      <UnavailableScreen title="Agent studio" />
    </main>
  );
}
