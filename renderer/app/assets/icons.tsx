// Small decorative icons; the text beside them names the control.

export function ChevronIcon() {
  return (
    <svg className="icon icon--chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 6 L8 11 L13 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className="icon icon--menu" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M5 5 L19 19 M19 5 L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      ) : (
        <path
          d="M3 6 H21 M3 12 H21 M3 18 H21"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

export function TickIcon() {
  return (
    <svg className="icon icon--tick" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3 8.5 L6.5 12 L13 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
