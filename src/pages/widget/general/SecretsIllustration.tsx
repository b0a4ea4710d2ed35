/** The secrets section's empty-state picture: a key over a card (theme colours through currentColor and tokens). */
export function SecretsIllustration() {
  return (
    <svg className="secrets-illustration" width="120" height="84" viewBox="0 0 120 84" aria-hidden="true">
      <rect x="14" y="14" width="92" height="58" rx="10" fill="var(--bg-muted)" stroke="var(--border-strong)" />
      <rect x="26" y="28" width="40" height="6" rx="3" fill="var(--border-strong)" />
      <rect x="26" y="40" width="28" height="6" rx="3" fill="var(--border)" />
      <g fill="var(--accent)">
        <circle cx="26" cy="58" r="3" />
        <circle cx="36" cy="58" r="3" />
        <circle cx="46" cy="58" r="3" />
        <circle cx="56" cy="58" r="3" />
      </g>
      <g transform="translate(74 30) rotate(-35)" fill="none" stroke="var(--accent)" strokeWidth="4" strokeLinecap="round">
        <circle cx="10" cy="10" r="8" />
        <path d="M18 10h22M32 10v7M38 10v5" />
      </g>
    </svg>
  );
}
