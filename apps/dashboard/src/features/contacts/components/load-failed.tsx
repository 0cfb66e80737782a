/** A list that failed to load: says what, with a button that asks again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p role="alert" className="mt-4 text-danger-ink text-sm">
      {message}{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
