// `node scripts/cpuTime.mjs <priority> <command> [arguments...]`: runs the command at that
// scheduling priority (a higher number leaves more to others; `inherit` keeps this process's) and,
// once it has ended, writes to file descriptor 3 the processor time (user and system, in seconds)
// that it and every process it started and waited for took. `npm test` runs each of its scripts
// this way, so its closing table says what each job cost the machine, not only how long it took,
// which depends on how busy the machine was. A process killed rather than waited for (the browser
// tests' server, which Playwright stops with its process group) is not counted.
import { spawn } from 'node:child_process';
import { readFileSync, writeSync } from 'node:fs';
import { setPriority } from 'node:os';

const [priority, command, ...args] = process.argv.slice(2);
if (priority !== 'inherit') {
  try {
    setPriority(Number(priority));
  } catch {
    // Not allowed here: the command runs at the priority this process has.
  }
}
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

/** The processor time of this process's waited-for children, from Linux's /proc (else null). */
function childrenSeconds() {
  try {
    // The fields after the command's name: cutime and cstime are the 14th and 15th, in ticks of
    // 1/100 s (USER_HZ, 100 on Linux).
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

child.on('close', (code, signal) => {
  const seconds = childrenSeconds();
  try {
    if (seconds !== null) writeSync(3, String(seconds));
  } catch {
    // Not run by npm test: no descriptor 3.
  }
  process.exit(signal ? 1 : (code ?? 1));
});
