// The logos of the comparison sites that send us customers, by source of business code. Each is
// a file beside this one; Vite turns these static URLs into the built files' addresses.
export const aggregatorLogos: Readonly<Record<string, string>> = {
  '104': new URL('./104.svg', import.meta.url).href,
  '105': new URL('./105.svg', import.meta.url).href,
  '114': new URL('./114.svg', import.meta.url).href,
  '115': new URL('./115.svg', import.meta.url).href,
};
