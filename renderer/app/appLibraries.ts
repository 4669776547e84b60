// The libraries the app's code runs on (TanStack Query and what it uses) as main.tsx loads them:
// one import(), whose chunk holds every library the app's code imports (renderer/vite.config.ts),
// so that they run in a task of their own before the app's code. The form's libraries (RJSF) are
// the form's own (formLibraries.ts).
export { QueryClient } from '@tanstack/react-query';
