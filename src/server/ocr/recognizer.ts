import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { logger } from '../runtime/logger';
import { onShutdown } from '../runtime/shutdown';

// The text recognizer: Tesseract (tesseract.js, WebAssembly) in a worker thread of its own, so recognizing a page
// never blocks the event loop that answers other requests. One worker a process, made on the first OCR run and ended
// at shutdown; its jobs run one after another. The English LSTM model (`4.0.0_best_int`, the integer "best" model) is
// read from the @tesseract.js-data/eng package in node_modules: nothing is downloaded and no cache is written
// (`cacheMethod: 'none'`), so a server without network access reads the same as one with.

/** Where the model lives: the package's folder, resolved from node_modules (never a URL). */
export function modelPath(): string {
  const pkg = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
  return path.join(path.dirname(pkg), '4.0.0_best_int');
}

/** The worker's options: a local folder, gzip (the package ships the model gzipped), no cache read or written. */
export const recognizerOptions = () => ({ langPath: modelPath(), gzip: true, cacheMethod: 'none' as const });

let worker: Promise<Worker> | null = null;

async function start(): Promise<Worker> {
  const made = await createWorker('eng', OEM.LSTM_ONLY, {
    ...recognizerOptions(),
    errorHandler: (err: unknown) => logger.error({ error: String(err) }, 'ocr worker failed'),
  });
  // One block of text, digits and the few signs a statement prints around them.
  await made.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, preserve_interword_spaces: '1' });
  return made;
}

/** The process's worker, started once (a failed start is tried again on the next run). */
function theWorker(): Promise<Worker> {
  if (!worker) {
    worker = start().catch((err: unknown) => {
      worker = null;
      throw err;
    });
    onShutdown(stopRecognizer);
  }
  return worker;
}

export interface RecognizedWord {
  text: string;
  /** 0–100, the recognizer's own. */
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The words of a picture (an encoded image: PGM here), with their boxes in its pixels. */
export async function recognizeWords(png: Buffer): Promise<RecognizedWord[]> {
  const w = await theWorker();
  const { data } = await w.recognize(png, {}, { text: false, blocks: true });
  const words: RecognizedWord[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) words.push({ text: word.text, confidence: word.confidence, ...word.bbox });
      }
    }
  }
  return words;
}

/** Ends the worker (shutdown, tests). */
export async function stopRecognizer(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await (await running.catch(() => null))?.terminate();
}
