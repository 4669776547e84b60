// Development: the API server (restarting on change) on PORT (3000) and Vite with hot reload on
// DEV_PORT (5173), which passes /api and /json to the server (renderer/vite.config.ts).
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.DEV_PORT ?? '5173';
const env = { ...process.env, PORT: apiPort };
const run = (args) => spawn('npx', args, { stdio: 'inherit', env });
const children = [
  run(['tsx', 'watch', 'server/main.ts']),
  run([
    'vite',
    '--config',
    'renderer/vite.config.ts',
    '--configLoader',
    'runner',
    '--port',
    webPort,
    '--strictPort',
  ]),
];
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  children.forEach((child) => child.kill('SIGTERM'));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
