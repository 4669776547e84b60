import type { Finding } from '../../journey/src/checks/checkTypes';
import { outlineMemory, unpackOutline, type OutlinePart, type SentOutline } from '../lib/journeyOutline';
import { afterFirstPreview } from './live/liveJourney';

// The page's calls to the studio's server (studio/server/studioApi.ts).

export interface JourneyView {
  parts: OutlinePart[];
  findings: Finding[];
}

export interface Sample {
  name: string;
  sample: { name?: string; description?: string; answers?: Record<string, unknown> };
  problem?: string;
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`/studio/api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init?.headers },
  });
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `${response.status}`);
  return body;
}

/** The outline as the server sends it (lists' options and rules' descriptions once) and its findings. */
type SentView = SentOutline & { findings: Finding[] };
/** What the server sent before: a push names the parts that have not changed since. */
const memory = outlineMemory();
const unpacked = ({ findings, ...outline }: SentView): JourneyView | undefined => {
  const parts = unpackOutline(outline, memory);
  return parts && { parts, findings };
};

/** The whole journey as the server reads it now. */
export const getJourney = () =>
  call<SentView>('/journey').then((sent) => {
    const view = unpacked(sent);
    if (!view) throw new Error('the outline sent is not whole');
    return view;
  });
export const getSamples = () => call<{ samples: Sample[] }>('/samples').then((r) => r.samples);
export const saveSample = (name: string, sample: unknown) =>
  call<{ saved: string }>(`/samples/${encodeURIComponent(name)}`, {
    method: 'PUT',
    body: JSON.stringify(sample),
  });
export const saveEdit = (file: string, changes: { pointer: string; value?: unknown; remove?: true }[]) =>
  call<{ saved: string }>('/edit', { method: 'POST', body: JSON.stringify({ file, changes }) });

/** Calls `listener` whenever a file under the journey folder changes (the server's watcher). */
export function onJourneyChange(listener: (file: string) => void): () => void {
  const hot = import.meta.hot;
  if (!hot) return () => {};
  const handler = (data: { file: string }) => listener(data.file);
  hot.on('studio:journey-changed', handler);
  return () => hot.off('studio:journey-changed', handler);
}

/**
 * Calls `listener` with each reading of the journey the server pushes after a saved file, and
 * with what `mark` gave when the reading arrived (it may be drawn later).
 */
export function onJourneyReading(
  listener: (view: JourneyView, mark: number) => void,
  mark: () => number = () => 0,
): () => void {
  const hot = import.meta.hot;
  if (!hot) return () => {};
  // After the proposer's preview has drawn the saved file (the page's lists can wait a frame).
  const handler = (sent: SentView) => {
    const marked = mark();
    afterFirstPreview(() => {
      const view = unpacked(sent);
      if (view) listener(view, marked);
      // It names a part this page was not sent (it loaded after that push): the whole journey.
      else
        void getJourney().then(
          (whole) => listener(whole, marked),
          () => {},
        );
    });
  };
  hot.on('studio:reading', handler);
  return () => hot.off('studio:reading', handler);
}

/**
 * Calls `listener` with the checker's findings as soon as the server's checks have run after a
 * saved file (the reading with the outline follows).
 */
export function onFindings(listener: (findings: Finding[]) => void): () => void {
  const hot = import.meta.hot;
  if (!hot) return () => {};
  const handler = (data: { findings: Finding[] }) => listener(data.findings);
  hot.on('studio:findings', handler);
  return () => hot.off('studio:findings', handler);
}

/** Calls `listener` with the persona's document each time the server pushes its saved file. */
export function onPersonaSaved(persona: string, listener: (sample: Sample['sample']) => void): () => void {
  const hot = import.meta.hot;
  if (!hot || !persona) return () => {};
  const handler = (data: { file: string; document: unknown }) => {
    if (data.file === `samples/${persona}.json`) listener(data.document as Sample['sample']);
  };
  hot.on('studio:document', handler);
  return () => hot.off('studio:document', handler);
}
