export default function HeroChat() {
  return (
    <section aria-label="Try Lisa Now" className="rounded-2xl border p-4">
      <h2 className="text-lg font-semibold">Try Lisa Now</h2>
    </section>
  );
}
