export default function IntegrationsPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold">Integrations</h1>
    </main>
  );
}
