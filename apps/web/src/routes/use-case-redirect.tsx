import { industryForUseCase } from '@lisa/catalogue/industries';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';

/** SPEC §2: /use-case/:useCaseId moves to /solutions/{industry}, replacing the entry. */
export default function UseCaseRedirect() {
  const { useCaseId } = useParams();
  const navigate = useNavigate();
  const target = `/solutions/${industryForUseCase(useCaseId)}`;
  useEffect(() => {
    let cancelled = false;
    // Fetch the solutions page's code first so this screen stays up until the
    // destination can render (instead of a blank loading state in between).
    const go = () => {
      if (!cancelled) navigate(target, { replace: true });
    };
    import('../features/solutions/solutions-page.tsx').then(go, go);
    return () => {
      cancelled = true;
    };
  }, [navigate, target]);
  return (
    <main className="flex min-h-[50vh] items-center justify-center">
      <p role="status" className="text-ink-muted text-lg">
        Redirecting to solutions...
      </p>
    </main>
  );
}
