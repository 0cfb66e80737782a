export default function EnterpriseQuotePage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Request an enterprise quote</h1>
    </main>
  );
}
