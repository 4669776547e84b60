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

/** What the server sent before: a push names the parts that have not changed since. */
const memory = outlineMemory();

/** The whole journey as the server reads it now: the outline and the checker's findings. */
export const getJourney = () =>
  call<SentOutline & { findings: Finding[] }>('/journey').then(({ findings, ...sent }): JourneyView => {
    const parts = unpackOutline(sent, memory);
    if (!parts) throw new Error('the outline sent is not whole');
    return { parts, findings };
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
 * Calls `listener` with the outline the server pushes after each saved file (without findings:
 * they are pushed on their own, and placed on the questions by the page).
 */
export function onJourneyReading(listener: (parts: OutlinePart[]) => void): () => void {
  const hot = import.meta.hot;
  if (!hot) return () => {};
  const handler = (sent: SentOutline) => {
    // For scripts/benchStudio.ts: when each reading reached the page and when it was taken.
    performance.mark('studio:reading-arrived');
    // After the proposer's preview has drawn the saved file (the page's lists can wait a frame).
    afterFirstPreview(() => {
      performance.mark('studio:reading-taken');
      const parts = unpackOutline(sent, memory);
      if (parts) listener(parts);
      // It names a part this page was not sent (it loaded after that push): the whole outline.
      else
        void getJourney().then(
          (whole) => listener(whole.parts),
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
