import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../renderer/app/styles/index.css';
import './preview.css';
import { drawsFirst } from '../live/liveJourney';
import { PreviewApp } from './PreviewApp';

// One step or form drawn as customers see it, in a frame of the studio's page: a document of its
// own, so the two wordings side by side keep their own element ids and the app's styles.

const params = new URLSearchParams(window.location.search);
// The proposer's wording is drawn first after a save (live/liveJourney.ts).
if (params.get('wording') !== 'they') drawsFirst();
const root = document.getElementById('root');
if (!root) throw new Error('preview.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PreviewApp
      part={params.get('part') ?? 'step:1'}
      wording={params.get('wording') === 'they' ? 'they' : 'you'}
      persona={params.get('persona') ?? ''}
      frame={params.get('frame') ?? ''}
    />
  </StrictMode>,
);
