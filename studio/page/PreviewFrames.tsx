import { useEffect, useState } from 'react';

const wordings = [
  { wording: 'you', heading: 'As the proposer reads it (“you”)' },
  { wording: 'they', heading: 'As for an additional driver (“they”)' },
] as const;

/** The open step in both wordings side by side, each a frame drawing it as customers see it. */
export function PreviewFrames({ part, persona }: { part: string; persona: string }) {
  const [heights, setHeights] = useState<Record<string, number>>({});
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const data = event.data as { type?: string; frame?: string; height?: number };
      if (data?.type === 'studio:height' && data.frame && typeof data.height === 'number')
        setHeights((all) => ({ ...all, [data.frame as string]: data.height as number }));
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  const shown = part.startsWith('form:') ? wordings.slice(0, 1) : wordings;
  return (
    <div className="studio-previews">
      {shown.map(({ wording, heading }) => {
        const frame = `preview-${wording}`;
        const query = new URLSearchParams({ part, wording, persona, frame });
        return (
          <section key={wording} className="studio-preview" aria-label={heading}>
            <h3>{heading}</h3>
            <iframe
              title={`Preview, ${wording}`}
              src={`/preview.html?${query.toString()}`}
              style={{ height: `${heights[frame] ?? 600}px` }}
            />
          </section>
        );
      })}
    </div>
  );
}
