import type { ReactNode } from 'react';

/** Label and value pairs as a description list; rows without a value are left out. */
export function DetailList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  const shown = rows.filter(([, value]) => value !== '' && value !== null && value !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className="detail-list">
      {shown.map(([label, value], index) => (
        <div key={`${index}-${label}`} className="detail-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
