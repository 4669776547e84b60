/** A van silhouette shown beside the word mark; purely decorative. */
export function VanLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 70" aria-hidden="true" focusable="false">
      <path d="M6 50 V16 C6 12 9 9 13 9 H72 V50 Z" fill="#1d4f91" />
      <path d="M72 20 H92 C95 20 97 21 99 24 L112 40 C113 41 114 43 114 45 V50 H72 Z" fill="#0b2a55" />
      <path d="M78 25 H91 L102 39 H78 Z" fill="#dbe7f7" />
      <rect x="14" y="18" width="50" height="6" rx="3" fill="#f5b700" />
      <circle cx="26" cy="52" r="10" fill="#1a1a1a" />
      <circle cx="26" cy="52" r="4" fill="#d9d9d9" />
      <circle cx="92" cy="52" r="10" fill="#1a1a1a" />
      <circle cx="92" cy="52" r="4" fill="#d9d9d9" />
    </svg>
  );
}
