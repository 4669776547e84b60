// The libraries the app's code runs on (RJSF, TanStack Query and what they use) as main.tsx loads
// them: one import(), whose chunk holds every library the app's code imports (renderer/vite.config.ts),
// so that they run in a task of their own before the app's code.
export { default as Form } from '@rjsf/core';
export { createSchemaUtils } from '@rjsf/utils';
export { QueryClient } from '@tanstack/react-query';
