import { useParams } from 'react-router';

export default function IntegrationAccessPage() {
  const { appId } = useParams();
  return (
    <main className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-3xl font-bold">{appId}</h1>
    </main>
  );
}
