/** The placeholder shown when an employee has no photo (spec 9): a neutral silhouette. */
export function PlaceholderAvatar({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 120 120" width="100%" height="100%" role="img" aria-label={label}>
      <rect width="120" height="120" fill="#e9ecef" />
      <circle cx="60" cy="46" r="22" fill="#adb5bd" />
      <path d="M18 120c0-25 19-42 42-42s42 17 42 42z" fill="#adb5bd" />
    </svg>
  );
}
