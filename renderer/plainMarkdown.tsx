import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx in the built app (renderer/vite.config.ts). RJSF draws
 * descriptions and help through it only when a ui schema turns markdown on, which the journey's
 * documents never do; without the real parser the form ships about 20 kB less. The text is shown
 * as written.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
