export default function PricingPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold">Pricing</h1>
    </main>
  );
}
