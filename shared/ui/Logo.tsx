// The Brigade mark: a chef's toque in a rounded square, with the word mark.
import { logo, logoMark, logoWord } from './logo.css';

export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg className={logoMark} width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#c2410c" />
      <path
        d="M15 29c-3.6-.6-6-3.4-6-6.8C9 18.3 12 15.3 16 15.3c.6 0 1.2.1 1.8.2C19.2 12.5 21.4 11 24 11s4.8 1.5 6.2 4.5c.6-.1 1.2-.2 1.8-.2 4 0 7 3 7 6.9 0 3.4-2.4 6.2-6 6.8V35H15z"
        fill="#fff"
      />
      <path d="M15 35h18v3.2a1.8 1.8 0 0 1-1.8 1.8H16.8a1.8 1.8 0 0 1-1.8-1.8z" fill="#fed7aa" />
      <path d="M20 29v3M24 28v4M28 29v3" stroke="#c2410c" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** Mark plus word; `isWordHidden` keeps only the mark (collapsed sidebar). */
export function Logo({
  size = 40,
  isWordHidden = false,
  tone = 'dark',
}: {
  size?: number;
  isWordHidden?: boolean;
  tone?: 'dark' | 'light';
}) {
  return (
    <span className={logo} role="img" aria-label="Brigade">
      <LogoMark size={size} />
      {isWordHidden ? null : (
        <span className={logoWord} style={{ color: tone === 'light' ? '#ffffff' : undefined }} aria-hidden="true">
          Brigade
        </span>
      )}
    </span>
  );
}
