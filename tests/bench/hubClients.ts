/**
 * The hub benchmark's client side, in a process of its own: opens a crowd of WebSocket connections for one
 * account plus one connection for another, speaks SignalR's JSON protocol, and records when each notification
 * arrives. Commands arrive as lines on stdin ("report", "exit"); answers leave as JSON lines on stdout.
 */
import { createInterface } from 'node:readline';
import WebSocket from 'ws';

const { BASE_URL = '', API_KEY = '', CROWD_TOKEN = '', SOLO_TOKEN = '' } = process.env;
const CROWD_SIZE = Number(process.env.CROWD_SIZE ?? 1000);
const OPENING_AT_ONCE = 100;
const RS = '\u001e';

const now = () => performance.timeOrigin + performance.now();
const crowdArrivals = new Map<string, number[]>();
const soloArrivals = new Map<string, number>();
const sockets: WebSocket[] = [];

async function negotiate(token: string): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/cm/notification/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`negotiate: ${response.status}`);
  return ((await response.json()) as { connectionToken: string }).connectionToken;
}

function notificationIds(text: string): string[] {
  const ids: string[] = [];
  for (const record of text.split(RS)) {
    if (!record) continue;
    const message = JSON.parse(record) as { type?: number; arguments?: { id: string }[] };
    if (message.type === 1 && message.arguments?.[0]?.id) ids.push(message.arguments[0].id);
  }
  return ids;
}

async function connect(token: string, onNotification: (id: string, at: number) => void): Promise<void> {
  const id = await negotiate(token);
  const socket = new WebSocket(`${BASE_URL.replace('http', 'ws')}/api/cm/notification?id=${id}&access_token=${encodeURIComponent(token)}`);
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
    socket.once('message', (data) => (data.toString() === `{}${RS}` ? resolve() : reject(new Error(`handshake: ${data.toString()}`))));
  });
  socket.on('message', (data) => {
    const at = now();
    for (const notification of notificationIds(data.toString())) onNotification(notification, at);
  });
  // Our own pings keep the server from dropping idle connections (it drops after 30 s of silence).
  const ping = setInterval(() => socket.readyState === socket.OPEN && socket.send(`{"type":6}${RS}`), 10_000);
  socket.once('close', () => clearInterval(ping));
}

async function openCrowd(): Promise<number> {
  let failed = 0;
  for (let start = 0; start < CROWD_SIZE; start += OPENING_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPENING_AT_ONCE, CROWD_SIZE - start) }, () =>
      connect(CROWD_TOKEN, (id, at) => {
        const list = crowdArrivals.get(id) ?? [];
        list.push(at);
        crowdArrivals.set(id, list);
      }).catch(() => {
        failed += 1;
      }),
    );
    await Promise.all(batch);
  }
  return failed;
}

const reply = (message: unknown) => process.stdout.write(`${JSON.stringify(message)}\n`);

const failed = await openCrowd();
await connect(SOLO_TOKEN, (id, at) => soloArrivals.set(id, at));
reply({ ready: CROWD_SIZE - failed, failed });

for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'report') reply({ crowd: Object.fromEntries(crowdArrivals), solo: Object.fromEntries(soloArrivals) });
  if (line === 'exit') break;
}
for (const socket of sockets) socket.terminate();
process.exit(0);
