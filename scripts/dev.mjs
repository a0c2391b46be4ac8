// `npm run dev`: the gateway (restarting on change) plus the two Vite dev servers, which proxy /api to it.
import { spawn } from 'node:child_process';

const processes = [
  ['gateway', ['npx', 'tsx', 'watch', 'server/src/main.ts']],
  ['member', ['npx', 'vite', '--port', '5173']],
  ['public', ['npx', 'vite', '--config', 'public-site/vite.config.ts', '--port', '5174']],
].map(([name, [command, ...args]]) => {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code) => console.info(`${name} exited (${code})`));
  return child;
});

console.info('Gateway http://localhost:3000 · member app http://localhost:5173/member/ · public site http://localhost:5174/');
const stop = () => {
  for (const child of processes) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
