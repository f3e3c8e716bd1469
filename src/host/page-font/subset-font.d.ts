// subset-font ships no types; the options used here (HarfBuzz's subsetter: hb-subset).
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    variationAxes?: Record<string, number>;
    keepAllGlyphs?: boolean;
    keepFeatures?: string[];
    dropTables?: string[];
  }
  export default function subsetFont(font: Buffer, text: string | undefined, options?: SubsetOptions): Promise<Buffer>;
}
