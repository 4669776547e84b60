// Development: the API server (restarting on change) on 3000 and Vite with hot reload on 5173,
// which proxies /api and /json to the server.
import { spawn } from 'node:child_process';

const run = (args) => spawn('npx', args, { stdio: 'inherit', env: process.env });
const children = [
  run(['tsx', 'watch', 'server/main.ts']),
  run(['vite', '--config', 'renderer/vite.config.ts', '--port', '5173']),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
