// The app's own code as main.tsx loads it: one import(), so one chunk that runs in a task of its
// own after React's layer; everything it imports goes into that chunk, also what a later page
// shares with it (the build preloads it: renderer/vite.config.ts).
export { App } from './App';
export { buildRoutes } from './routes';
