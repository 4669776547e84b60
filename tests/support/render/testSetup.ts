import '@testing-library/jest-dom/vitest';

// jsdom does not scroll; React Router's scroll restoration calls this on every navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
