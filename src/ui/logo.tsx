/** Reefline's mark: waves under the sun on the accent colour; index.html draws the same mark as the splash. */
export function Logo() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill="var(--c-accent)" />
      <path
        d="M5 18c3 0 3-3 5.5-3S13 18 16 18s3-3 5.5-3 2.5 3 5.5 3M7 23c2.5 0 2.5-2 4.5-2s2.5 2 4.5 2 2.5-2 4.5-2 2 2 4.5 2"
        stroke="#fff"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="20" cy="9.5" r="2.5" fill="#fff" />
    </svg>
  )
}
