import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { sinceLastPush } from '../lib/journeyOutline';
import { journeyReader } from './journeyReader';
import { studioApi } from './studioApi';
import { studioVite } from './studioVite';

// npm run studio: the journey studio for product staff, on this machine only (127.0.0.1). It is
// never part of the customer build or server. STUDIO_PORT (4000) and STUDIO_JOURNEY_DIR (the
// project's journey/) configure it; the browser tests open it on a copy of journey/.

const port = Number(process.env.STUDIO_PORT ?? 4000);
const journeyDir = resolve(
  process.env.STUDIO_JOURNEY_DIR ?? fileURLToPath(new URL('../../journey', import.meta.url)),
);

const app = express();
const server = createServer(app);
app.disable('x-powered-by');
const reader = journeyReader(journeyDir);
app.use('/studio/api', studioApi(journeyDir, reader));
// A saved file is pushed to the page at once (studioVite); the journey is then checked and its
// outline built again, side by side in two workers, a burst of saves once: the findings are pushed
// to the page as soon as the checks have run, the outline as soon as it is built.
const failed = (error: Error) => console.error(`The journey could not be read: ${error.message}`);
let reading: NodeJS.Timeout | undefined;
let pushed = new Set<string>();
const vite = await studioVite(journeyDir, server, () => {
  clearTimeout(reading);
  reading = setTimeout(() => {
    reader
      .findings()
      .then(
        (findings) => vite.ws.send({ type: 'custom', event: 'studio:findings', data: { findings } }),
        failed,
      );
    reader.outline().then((sent) => {
      // What has not changed since the last push is only named: the page keeps it.
      const { outline, hashes } = sinceLastPush(sent, pushed);
      pushed = hashes;
      vite.ws.send({ type: 'custom', event: 'studio:reading', data: outline });
    }, failed);
  }, 30);
});
app.use(vite.middlewares);

server.listen(port, '127.0.0.1', () => {
  console.log(`Journey studio: http://127.0.0.1:${port}/ (documents in ${journeyDir})`);
});
// The first reading compiles every schema; done now, the page's first reading and the checks
// after a save find the worker warm.
reader.read().catch(failed);

const stop = () => {
  void vite.close();
  void reader.close();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
