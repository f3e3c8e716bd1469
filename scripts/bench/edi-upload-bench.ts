// `npm run bench:edi`: EDI upload throughput through the real server (scripts/serve/start.mjs, production build, its
// own throw-away embedded database): demo_partner posts records of 30 images of 2 MB each to POST
// /v1/prescriptions/partner-files over loopback and the script prints MB/s per upload and overall.
//   EDI_BENCH_PORT=4451   EDI_BENCH_ROUNDS=3
import { randomBytes } from 'node:crypto';
import { addMonths, seoulMonth } from '../../src/lib/months.ts';
import { sessionCookie } from '../../tests/perf/lighthouse.ts';
import { startServer } from './perf-server.ts';

const port = Number(process.env.EDI_BENCH_PORT ?? 4451);
const rounds = Number(process.env.EDI_BENCH_ROUNDS ?? 3);
const FILES = 30;
const FILE_BYTES = 2 * 1024 * 1024;
const MB = 1024 * 1024;

/** A 2 MB "image": the PNG signature then random bytes (the server checks the first bytes, not the whole image). */
function image(): Uint8Array {
  const bytes = new Uint8Array(randomBytes(FILE_BYTES));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

const server = await startServer({ port, dataDir: '.data-edi-bench' });
try {
  const cookie = await sessionCookie(server.url, 'demo_partner');
  const headers = { cookie, origin: server.url };
  const dealers = (await (await fetch(`${server.url}/v1/dealers`, { headers })).json()) as { id: number; drugCompanyId: number }[];
  const dealer = dealers[0];
  if (!dealer) throw new Error('no dealer');
  const partners = (await (
    await fetch(`${server.url}/v1/partners?size=100&drugCompanyId=${dealer.drugCompanyId}`, { headers })
  ).json()) as {
    content: { id: number }[];
  };
  const images = Array.from({ length: FILES }, image);
  let bytes = 0;
  let ms = 0;
  for (let round = 0; round < rounds; round++) {
    const form = new FormData();
    const request = {
      dealerId: dealer.id,
      partnerId: partners.content[round]?.id,
      drugCompanyId: dealer.drugCompanyId,
      prescriptionMonth: addMonths(seoulMonth(), -(40 + round)),
    };
    form.append('request', new Blob([JSON.stringify(request)], { type: 'application/json' }));
    images.forEach((img, i) => form.append('files', new File([img as BlobPart], `EDI_${i + 1}.png`, { type: 'image/png' })));
    const started = performance.now();
    const res = await fetch(`${server.url}/v1/prescriptions/partner-files`, { method: 'POST', headers, body: form });
    const text = await res.text();
    const took = performance.now() - started;
    if (res.status !== 201) throw new Error(`upload ${round + 1}: HTTP ${res.status} ${text.slice(0, 300)}`);
    const sent = FILES * FILE_BYTES;
    bytes += sent;
    ms += took;
    console.log(`upload ${round + 1}: ${FILES} × 2 MB in ${(took / 1000).toFixed(2)} s = ${(sent / MB / (took / 1000)).toFixed(1)} MB/s`);
  }
  console.log(
    `EDI upload throughput: ${(bytes / MB / (ms / 1000)).toFixed(1)} MB/s over ${rounds} uploads of ${FILES} × 2 MB (RSS ${server.memory().peakMiB.toFixed(0)} MiB peak)`,
  );
} finally {
  await server.stop();
}
