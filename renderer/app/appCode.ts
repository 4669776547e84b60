// The app's own code as main.tsx loads it: one import(), so one chunk that runs in a task of its
// own after React's (the build preloads it: renderer/vite.config.ts).
export { App } from './App';
export { buildRoutes } from './routes';
