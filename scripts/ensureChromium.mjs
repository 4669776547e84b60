// Browser tests run in Debian's Chromium. When it is missing and we are root on Debian, install
// it with apt-get (the only place a browser may come from here); otherwise stop and say so.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (!isRoot || !isDebian) {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM}. Install the Debian package "chromium" ` +
        '(sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run the tests again.',
    );
    process.exit(1);
  }
  console.log('Installing the Debian package "chromium" for the browser tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execSync('apt-get install -y -q chromium', { stdio: 'inherit', env });
  } catch {
    execSync('apt-get update -q && apt-get install -y -q chromium', { stdio: 'inherit', env });
  }
}
