// The worker's entry: worker threads do not inherit the TypeScript loader the studio runs under.
import { register } from 'tsx/esm/api';

register();
await import('./journeyWorker.ts');
