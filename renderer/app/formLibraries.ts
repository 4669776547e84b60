// The libraries the proposal form runs on (RJSF and its validator) as main.tsx loads them on the
// form's addresses: one import(), whose chunk holds every library the form imports that the app's
// code does not (renderer/vite.config.ts), so that they run in a task of their own before the
// form's code. The pages after the form never load them before their price is drawn.
export { default as Form } from '@rjsf/core';
export { createSchemaUtils } from '@rjsf/utils';
// The deep import keeps ajv's compiler out (formValidator.precompiled.ts).
export { default as createPrecompiledValidator } from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
