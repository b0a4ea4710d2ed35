/** The product mark: three connected nodes, drawn in the accent colour. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" fill="none" aria-hidden="true" className="logo-mark">
      <rect width="32" height="32" rx="8" fill="var(--accent)" />
      <circle cx="10" cy="11" r="3" fill="#fff" />
      <circle cx="22" cy="11" r="3" fill="#fff" fillOpacity=".7" />
      <circle cx="16" cy="22" r="3" fill="#fff" />
      <path d="M12.4 12.9l2.4 6.2M19.6 12.9l-2.4 6.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
