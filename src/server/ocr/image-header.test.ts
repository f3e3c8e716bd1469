import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodeGrayPng } from '../seed/statement-image';
import { fileKindOf } from './image-header';

// The OCR's first look at a file: PDF, PNG, JPEG, WebP (lossy and lossless) with their sizes from the header only.

const canvas = (w: number, h: number) => {
  const c = createCanvas(w, h);
  const g = c.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, w, h);
  g.fillStyle = '#123';
  g.fillRect(3, 3, 10, 10);
  return c;
};

describe('fileKindOf', () => {
  it('reads the size of PNG, JPEG and WebP images from their headers', () => {
    expect(fileKindOf(encodeGrayPng(new Uint8Array(37 * 21), 37, 21))).toEqual({ kind: 'png', width: 37, height: 21 });
    expect(fileKindOf(canvas(123, 45).encodeSync('jpeg', 80))).toEqual({ kind: 'jpeg', width: 123, height: 45 });
    expect(fileKindOf(canvas(64, 33).encodeSync('webp', 80))).toEqual({ kind: 'webp', width: 64, height: 33 });
    expect(fileKindOf(canvas(64, 33).encodeSync('webp', 100))).toMatchObject({ kind: 'webp', width: 64, height: 33 });
  });

  it('tells a PDF and anything else apart, and refuses a header it cannot read', () => {
    expect(fileKindOf(new TextEncoder().encode('%PDF-1.7\n…'))).toEqual({ kind: 'pdf' });
    expect(fileKindOf(new TextEncoder().encode('GIF89a……'))).toEqual({ kind: 'other' });
    expect(fileKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4]))).toEqual({ kind: 'other' });
    expect(fileKindOf(new Uint8Array(0))).toEqual({ kind: 'other' });
  });
});
