import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
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
app.use('/studio/api', studioApi(journeyDir, reader.read));
const vite = await studioVite(journeyDir, server);
app.use(vite.middlewares);

server.listen(port, '127.0.0.1', () => {
  console.log(`Journey studio: http://127.0.0.1:${port}/ (documents in ${journeyDir})`);
});

const stop = () => {
  void vite.close();
  void reader.close();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
